import numpy as np
from scipy import linalg
a = np.array([[1,2,3], [4,5,6], [7,8,9]])
linalg.det(a)
a = np.array([[0,2,3], [4,5,6], [7,8,9]])
linalg.det(a)
