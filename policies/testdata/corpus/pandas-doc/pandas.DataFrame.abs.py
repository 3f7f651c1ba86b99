import numpy as np
import pandas as pd
s = pd.Series([-1.10, 2, -3.33, 4])
s.abs()

s = pd.Series([1.2 + 1j])
s.abs()

s = pd.Series([pd.Timedelta('1 days')])
s.abs()

df = pd.DataFrame({
    'a': [4, 5, 6, 7],
    'b': [10, 20, 30, 40],
    'c': [100, 50, -30, -50]
})
df
df.loc[(df.c - 43).abs().argsort()]
