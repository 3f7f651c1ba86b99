import numpy as np
from scipy.ndimage import maximum_filter1d
maximum_filter1d([2, 8, 0, 4, 1, 9, 9, 0], size=3)
