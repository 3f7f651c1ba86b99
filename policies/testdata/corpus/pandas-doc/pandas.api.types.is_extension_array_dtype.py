import numpy as np
import pandas as pd
from pandas.api.types import is_extension_array_dtype
arr = pd.Categorical(['a', 'b'])
is_extension_array_dtype(arr)
is_extension_array_dtype(arr.dtype)

arr = np.array(['a', 'b'])
is_extension_array_dtype(arr.dtype)
