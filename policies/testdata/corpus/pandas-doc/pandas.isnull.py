import numpy as np
import pandas as pd
pd.isna('dog')

pd.isna(pd.NA)

pd.isna(np.nan)

array = np.array([[1, np.nan, 3], [4, 5, np.nan]])
array
pd.isna(array)

index = pd.DatetimeIndex(["2017-07-05", "2017-07-06", None,
                          "2017-07-08"])
index
pd.isna(index)

df = pd.DataFrame([['ant', 'bee', 'cat'], ['dog', None, 'fly']])
df
pd.isna(df)

pd.isna(df[1])
