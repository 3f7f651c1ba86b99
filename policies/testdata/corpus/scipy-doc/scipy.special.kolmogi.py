import numpy as np
from scipy.special import kolmogi
kolmogi([0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0])
