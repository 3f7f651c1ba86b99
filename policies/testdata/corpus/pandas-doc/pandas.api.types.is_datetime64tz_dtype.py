import numpy as np
import pandas as pd
is_datetime64tz_dtype(object)
is_datetime64tz_dtype([1, 2, 3])
is_datetime64tz_dtype(pd.DatetimeIndex([1, 2, 3]))  # tz-naive
is_datetime64tz_dtype(pd.DatetimeIndex([1, 2, 3], tz="US/Eastern"))

dtype = DatetimeTZDtype("ns", tz="US/Eastern")
s = pd.Series([], dtype=dtype)
is_datetime64tz_dtype(dtype)
is_datetime64tz_dtype(s)
