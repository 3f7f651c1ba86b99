import numpy as np
import pandas as pd
is_float_dtype(str)
is_float_dtype(int)
is_float_dtype(float)
is_float_dtype(np.array(['a', 'b']))
is_float_dtype(pd.Series([1, 2]))
is_float_dtype(pd.Index([1, 2.]))
