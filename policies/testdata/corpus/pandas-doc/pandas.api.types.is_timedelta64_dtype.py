import numpy as np
import pandas as pd
is_timedelta64_dtype(object)
is_timedelta64_dtype(np.timedelta64)
is_timedelta64_dtype([1, 2, 3])
is_timedelta64_dtype(pd.Series([], dtype="timedelta64[ns]"))
is_timedelta64_dtype('0 days')
