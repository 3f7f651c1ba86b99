import numpy as np
from scipy.sparse import dok_matrix, isspmatrix_dok
isspmatrix_dok(dok_matrix([[5]]))

from scipy.sparse import dok_matrix, csr_matrix, isspmatrix_dok
isspmatrix_dok(csr_matrix([[5]]))
