import numpy as np
import pandas as pd
s = pd.Series(range(5))
s.where(s > 0)
s.mask(s > 0)

s = pd.Series(range(5))
t = pd.Series([True, False])
s.where(t, 99)
s.mask(t, 99)

s.where(s > 1, 10)
s.mask(s > 1, 10)

df = pd.DataFrame(np.arange(10).reshape(-1, 2), columns=['A', 'B'])
df
m = df % 3 == 0
df.where(m, -df)
df.where(m, -df) == np.where(m, df, -df)
df.where(m, -df) == df.mask(~m, -df)
