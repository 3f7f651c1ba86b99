import numpy as np
import pandas as pd
is_datetime64_dtype(object)
is_datetime64_dtype(np.datetime64)
is_datetime64_dtype(np.array([], dtype=int))
is_datetime64_dtype(np.array([], dtype=np.datetime64))
is_datetime64_dtype([1, 2, 3])
