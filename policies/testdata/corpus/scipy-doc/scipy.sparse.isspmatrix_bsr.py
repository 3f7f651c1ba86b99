import numpy as np
from scipy.sparse import bsr_matrix, isspmatrix_bsr
isspmatrix_bsr(bsr_matrix([[5]]))

from scipy.sparse import bsr_matrix, csr_matrix, isspmatrix_bsr
isspmatrix_bsr(csr_matrix([[5]]))
