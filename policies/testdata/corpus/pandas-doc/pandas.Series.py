import numpy as np
import pandas as pd
d = {'a': 1, 'b': 2, 'c': 3}
ser = pd.Series(data=d, index=['a', 'b', 'c'])
ser

d = {'a': 1, 'b': 2, 'c': 3}
ser = pd.Series(data=d, index=['x', 'y', 'z'])
ser

r = [1, 2]
ser = pd.Series(r, copy=False)
ser.iloc[0] = 999
r
ser

r = np.array([1, 2])
ser = pd.Series(r, copy=False)
ser.iloc[0] = 999
r
ser
