import numpy as np
from scipy.linalg import hankel
hankel([1, 17, 99])
hankel([1,2,3,4], [4,7,7,8,9])
