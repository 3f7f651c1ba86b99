import numpy as np
from scipy.interpolate import BPoly
BPoly.from_derivatives([0, 1], [[1, 2], [3, 4]])

BPoly.from_derivatives([0, 1, 2], [[0, 1], [0], [2]])
