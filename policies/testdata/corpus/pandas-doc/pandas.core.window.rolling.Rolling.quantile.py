import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4])
s.rolling(2).quantile(.4, interpolation='lower')

s.rolling(2).quantile(.4, interpolation='midpoint')
