import numpy as np
import pandas as pd
is_signed_integer_dtype(str)
is_signed_integer_dtype(int)
is_signed_integer_dtype(float)
is_signed_integer_dtype(np.uint64)  # unsigned
is_signed_integer_dtype('int8')
is_signed_integer_dtype('Int8')
is_signed_integer_dtype(pd.Int8Dtype)
is_signed_integer_dtype(np.datetime64)
is_signed_integer_dtype(np.timedelta64)
is_signed_integer_dtype(np.array(['a', 'b']))
is_signed_integer_dtype(pd.Series([1, 2]))
is_signed_integer_dtype(np.array([], dtype=np.timedelta64))
is_signed_integer_dtype(pd.Index([1, 2.]))  # float
is_signed_integer_dtype(np.array([1, 2], dtype=np.uint32))  # unsigned
