import numpy as np
from scipy.stats import energy_distance
energy_distance([0], [2])
energy_distance([0, 8], [0, 8], [3, 1], [2, 2])
energy_distance([0.7, 7.4, 2.4, 6.8], [1.4, 8. ],
                [2.1, 4.2, 7.4, 8. ], [7.6, 8.8])
