import numpy as np
from scipy.linalg import fractional_matrix_power
a = np.array([[1.0, 3.0], [1.0, 4.0]])
b = fractional_matrix_power(a, 0.5)
b
np.dot(b, b)      # Verify square root
