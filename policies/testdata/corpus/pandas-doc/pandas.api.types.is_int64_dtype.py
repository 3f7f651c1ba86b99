import numpy as np
import pandas as pd
is_int64_dtype(str)
is_int64_dtype(np.int32)
is_int64_dtype(np.int64)
is_int64_dtype('int8')
is_int64_dtype('Int8')
is_int64_dtype(pd.Int64Dtype)
is_int64_dtype(float)
is_int64_dtype(np.uint64)  # unsigned
is_int64_dtype(np.array(['a', 'b']))
is_int64_dtype(np.array([1, 2], dtype=np.int64))
is_int64_dtype(pd.Index([1, 2.]))  # float
is_int64_dtype(np.array([1, 2], dtype=np.uint32))  # unsigned
