import numpy as np
import pandas as pd
is_numeric_dtype(str)
is_numeric_dtype(int)
is_numeric_dtype(float)
is_numeric_dtype(np.uint64)
is_numeric_dtype(np.datetime64)
is_numeric_dtype(np.timedelta64)
is_numeric_dtype(np.array(['a', 'b']))
is_numeric_dtype(pd.Series([1, 2]))
is_numeric_dtype(pd.Index([1, 2.]))
is_numeric_dtype(np.array([], dtype=np.timedelta64))
