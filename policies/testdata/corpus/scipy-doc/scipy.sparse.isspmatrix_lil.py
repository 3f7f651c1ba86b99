import numpy as np
from scipy.sparse import lil_matrix, isspmatrix_lil
isspmatrix_lil(lil_matrix([[5]]))

from scipy.sparse import lil_matrix, csr_matrix, isspmatrix_lil
isspmatrix_lil(csr_matrix([[5]]))
