import numpy as np
from scipy.sparse import dia_matrix, isspmatrix_dia
isspmatrix_dia(dia_matrix([[5]]))

from scipy.sparse import dia_matrix, csr_matrix, isspmatrix_dia
isspmatrix_dia(csr_matrix([[5]]))
