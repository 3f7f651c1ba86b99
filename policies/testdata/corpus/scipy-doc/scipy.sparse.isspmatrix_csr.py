import numpy as np
from scipy.sparse import csr_matrix, isspmatrix_csr
isspmatrix_csr(csr_matrix([[5]]))

from scipy.sparse import csc_matrix, csr_matrix, isspmatrix_csc
isspmatrix_csr(csc_matrix([[5]]))
