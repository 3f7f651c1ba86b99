import numpy as np
from scipy.sparse import csr_matrix, isspmatrix
isspmatrix(csr_matrix([[5]]))

from scipy.sparse import isspmatrix
isspmatrix(5)
