import numpy as np
from scipy.linalg import hilbert
hilbert(3)
