import numpy as np
import pandas as pd
t = pd.CategoricalDtype(categories=['b', 'a'], ordered=True)
pd.Series(['a', 'b', 'a', 'c'], dtype=t)

pd.CategoricalDtype(pd.DatetimeIndex([])).categories.dtype
