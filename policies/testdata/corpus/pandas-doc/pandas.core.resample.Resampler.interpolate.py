import numpy as np
import pandas as pd
s = pd.Series([0, 1, np.nan, 3])
s
s.interpolate()

s = pd.Series([np.nan, "single_one", np.nan,
               "fill_two_more", np.nan, np.nan, np.nan,
               4.71, np.nan])
s
s.interpolate(method='pad', limit=2)

s = pd.Series([0, 2, np.nan, 8])
s.interpolate(method='polynomial', order=2)

df = pd.DataFrame([(0.0, np.nan, -1.0, 1.0),
                   (np.nan, 2.0, np.nan, np.nan),
                   (2.0, 3.0, np.nan, 9.0),
                   (np.nan, 4.0, -4.0, 16.0)],
                  columns=list('abcd'))
df
df.interpolate(method='linear', limit_direction='forward', axis=0)

df['d'].interpolate(method='polynomial', order=2)
