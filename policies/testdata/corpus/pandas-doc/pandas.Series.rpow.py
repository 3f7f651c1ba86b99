import numpy as np
import pandas as pd
a = pd.Series([1, 1, 1, np.nan], index=['a', 'b', 'c', 'd'])
a
b = pd.Series([1, np.nan, 1, np.nan], index=['a', 'b', 'd', 'e'])
b
a.pow(b, fill_value=0)
