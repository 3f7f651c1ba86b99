import numpy as np
from scipy.special import factorial
arr = np.array([3, 4, 5])
factorial(arr, exact=False)
factorial(arr, exact=True)
factorial(5, exact=True)
