import numpy as np
import pandas as pd
is_string_dtype(str)
is_string_dtype(object)
is_string_dtype(int)

is_string_dtype(np.array(['a', 'b']))
is_string_dtype(pd.Series([1, 2]))
