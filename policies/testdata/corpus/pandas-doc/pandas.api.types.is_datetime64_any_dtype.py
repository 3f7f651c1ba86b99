import numpy as np
import pandas as pd
is_datetime64_any_dtype(str)
is_datetime64_any_dtype(int)
is_datetime64_any_dtype(np.datetime64)  # can be tz-naive
is_datetime64_any_dtype(DatetimeTZDtype("ns", "US/Eastern"))
is_datetime64_any_dtype(np.array(['a', 'b']))
is_datetime64_any_dtype(np.array([1, 2]))
is_datetime64_any_dtype(np.array([], dtype="datetime64[ns]"))
is_datetime64_any_dtype(pd.DatetimeIndex([1, 2, 3], dtype="datetime64[ns]"))
