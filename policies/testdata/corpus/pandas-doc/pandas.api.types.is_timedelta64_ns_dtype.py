import numpy as np
import pandas as pd
is_timedelta64_ns_dtype(np.dtype('m8[ns]'))
is_timedelta64_ns_dtype(np.dtype('m8[ps]'))  # Wrong frequency
is_timedelta64_ns_dtype(np.array([1, 2], dtype='m8[ns]'))
is_timedelta64_ns_dtype(np.array([1, 2], dtype=np.timedelta64))
