import numpy as np
import pandas as pd
is_extension_type([1, 2, 3])
is_extension_type(np.array([1, 2, 3]))

cat = pd.Categorical([1, 2, 3])

is_extension_type(cat)
is_extension_type(pd.Series(cat))
is_extension_type(pd.arrays.SparseArray([1, 2, 3]))
from scipy.sparse import bsr_matrix
is_extension_type(bsr_matrix([1, 2, 3]))
is_extension_type(pd.DatetimeIndex([1, 2, 3]))
is_extension_type(pd.DatetimeIndex([1, 2, 3], tz="US/Eastern"))

dtype = DatetimeTZDtype("ns", tz="US/Eastern")
s = pd.Series([], dtype=dtype)
is_extension_type(s)
