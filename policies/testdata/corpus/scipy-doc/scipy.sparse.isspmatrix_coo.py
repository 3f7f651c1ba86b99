import numpy as np
from scipy.sparse import coo_matrix, isspmatrix_coo
isspmatrix_coo(coo_matrix([[5]]))

from scipy.sparse import coo_matrix, csr_matrix, isspmatrix_coo
isspmatrix_coo(csr_matrix([[5]]))
