import numpy as np
import pandas as pd
is_unsigned_integer_dtype(str)
is_unsigned_integer_dtype(int)  # signed
is_unsigned_integer_dtype(float)
is_unsigned_integer_dtype(np.uint64)
is_unsigned_integer_dtype('uint8')
is_unsigned_integer_dtype('UInt8')
is_unsigned_integer_dtype(pd.UInt8Dtype)
is_unsigned_integer_dtype(np.array(['a', 'b']))
is_unsigned_integer_dtype(pd.Series([1, 2]))  # signed
is_unsigned_integer_dtype(pd.Index([1, 2.]))  # float
is_unsigned_integer_dtype(np.array([1, 2], dtype=np.uint32))
