import numpy as np
import pandas as pd
is_integer_dtype(str)
is_integer_dtype(int)
is_integer_dtype(float)
is_integer_dtype(np.uint64)
is_integer_dtype('int8')
is_integer_dtype('Int8')
is_integer_dtype(pd.Int8Dtype)
is_integer_dtype(np.datetime64)
is_integer_dtype(np.timedelta64)
is_integer_dtype(np.array(['a', 'b']))
is_integer_dtype(pd.Series([1, 2]))
is_integer_dtype(np.array([], dtype=np.timedelta64))
is_integer_dtype(pd.Index([1, 2.]))  # float
