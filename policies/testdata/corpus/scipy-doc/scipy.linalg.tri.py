import numpy as np
from scipy.linalg import tri
tri(3, 5, 2, dtype=int)
tri(3, 5, -1, dtype=int)
