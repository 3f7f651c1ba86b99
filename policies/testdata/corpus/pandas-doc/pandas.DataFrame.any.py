import numpy as np
import pandas as pd
pd.Series([False, False]).any()
pd.Series([True, False]).any()
pd.Series([], dtype="float64").any()
pd.Series([np.nan]).any()
pd.Series([np.nan]).any(skipna=False)

df = pd.DataFrame({"A": [1, 2], "B": [0, 2], "C": [0, 0]})
df

df.any()

df = pd.DataFrame({"A": [True, False], "B": [1, 2]})
df

df.any(axis='columns')

df = pd.DataFrame({"A": [True, False], "B": [1, 0]})
df

df.any(axis='columns')

df.any(axis=None)

pd.DataFrame([]).any()
