import numpy as np
import pandas as pd
data = {'col_0': [9, -3, 0, -1, 5], 'col_1': [-2, -7, 6, 8, -5]}
df = pd.DataFrame(data)
df

df.clip(-4, 6)

t = pd.Series([2, -4, -1, 6, 3])
t

df.clip(t, t + 4, axis=0)

t = pd.Series([2, -4, np.NaN, 6, 3])
t

df.clip(t, axis=0)
