import numpy as np
from scipy.linalg import companion
companion([1, -10, 31, -30])
