import numpy as np
import pandas as pd
is_bool_dtype(str)
is_bool_dtype(int)
is_bool_dtype(bool)
is_bool_dtype(np.bool_)
is_bool_dtype(np.array(['a', 'b']))
is_bool_dtype(pd.Series([1, 2]))
is_bool_dtype(np.array([True, False]))
is_bool_dtype(pd.Categorical([True, False]))
is_bool_dtype(pd.arrays.SparseArray([True, False]))
