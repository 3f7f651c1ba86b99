import numpy as np
import pandas as pd
from scipy import sparse

A = sparse.coo_matrix(
    ([3.0, 1.0, 2.0], ([1, 0, 0], [0, 2, 3])), shape=(3, 4)
)
A

A.todense()

ss = pd.Series.sparse.from_coo(A)
ss
