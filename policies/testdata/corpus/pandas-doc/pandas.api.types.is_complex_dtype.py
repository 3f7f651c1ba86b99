import numpy as np
import pandas as pd
is_complex_dtype(str)
is_complex_dtype(int)
is_complex_dtype(np.complex_)
is_complex_dtype(np.array(['a', 'b']))
is_complex_dtype(pd.Series([1, 2]))
is_complex_dtype(np.array([1 + 1j, 5]))
