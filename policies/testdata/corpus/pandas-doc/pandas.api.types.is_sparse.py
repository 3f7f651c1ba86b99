import numpy as np
import pandas as pd
is_sparse(pd.arrays.SparseArray([0, 0, 1, 0]))
is_sparse(pd.Series(pd.arrays.SparseArray([0, 0, 1, 0])))

is_sparse(np.array([0, 0, 1, 0]))
is_sparse(pd.Series([0, 1, 0, 0]))

from scipy.sparse import bsr_matrix
is_sparse(bsr_matrix([0, 1, 0, 0]))
