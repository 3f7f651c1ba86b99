import numpy as np
from scipy.sparse import coo_matrix, bmat
A = coo_matrix([[1, 2], [3, 4]])
B = coo_matrix([[5], [6]])
C = coo_matrix([[7]])
bmat([[A, B], [None, C]]).toarray()

bmat([[A, None], [None, C]]).toarray()
