import numpy as np
import pandas as pd
is_datetime64_ns_dtype(str)
is_datetime64_ns_dtype(int)
is_datetime64_ns_dtype(np.datetime64)  # no unit
is_datetime64_ns_dtype(DatetimeTZDtype("ns", "US/Eastern"))
is_datetime64_ns_dtype(np.array(['a', 'b']))
is_datetime64_ns_dtype(np.array([1, 2]))
is_datetime64_ns_dtype(np.array([], dtype="datetime64"))  # no unit
is_datetime64_ns_dtype(np.array([], dtype="datetime64[ps]"))  # wrong unit
is_datetime64_ns_dtype(pd.DatetimeIndex([1, 2, 3], dtype="datetime64[ns]"))
