import numpy as np
import pandas as pd
pd.Series([True, True]).all()
pd.Series([True, False]).all()
pd.Series([], dtype="float64").all()
pd.Series([np.nan]).all()
pd.Series([np.nan]).all(skipna=False)

df = pd.DataFrame({'col1': [True, True], 'col2': [True, False]})
df

df.all()

df.all(axis='columns')

df.all(axis=None)
