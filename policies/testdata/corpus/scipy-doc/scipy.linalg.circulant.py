import numpy as np
from scipy.linalg import circulant
circulant([1, 2, 3])
