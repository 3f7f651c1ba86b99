import numpy as np
import pandas as pd
s = pd.Series([2, np.nan, 5, -1, 0])
s

s.cummin()

s.cummin(skipna=False)

df = pd.DataFrame([[2.0, 1.0],
                   [3.0, np.nan],
                   [1.0, 0.0]],
                   columns=list('AB'))
df

df.cummin()

df.cummin(axis=1)
