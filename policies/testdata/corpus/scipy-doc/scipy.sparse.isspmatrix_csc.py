import numpy as np
from scipy.sparse import csc_matrix, isspmatrix_csc
isspmatrix_csc(csc_matrix([[5]]))

from scipy.sparse import csc_matrix, csr_matrix, isspmatrix_csc
isspmatrix_csc(csr_matrix([[5]]))
