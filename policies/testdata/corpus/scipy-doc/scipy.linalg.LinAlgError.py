import numpy as np
from numpy import linalg as LA
LA.inv(np.zeros((2,2)))
