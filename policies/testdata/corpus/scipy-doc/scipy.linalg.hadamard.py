import numpy as np
from scipy.linalg import hadamard
hadamard(2, dtype=complex)
hadamard(4)
