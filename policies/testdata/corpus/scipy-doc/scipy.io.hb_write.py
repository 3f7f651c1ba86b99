import numpy as np
from scipy.io import hb_read, hb_write
from scipy.sparse import csr_matrix, eye
data = csr_matrix(eye(3))  # create a sparse matrix
hb_write("data.hb", data)  # write a hb file
print(hb_read("data.hb"))  # read a hb file
