import numpy as np
from numpy import array
from scipy.linalg import kron
kron(array([[1,2],[3,4]]), array([[1,1,1]]))
