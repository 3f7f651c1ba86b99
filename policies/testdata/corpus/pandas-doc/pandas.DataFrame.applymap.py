import numpy as np
import pandas as pd
df = pd.DataFrame([[1, 2.12], [3.356, 4.567]])
df

df.applymap(lambda x: len(str(x)))

df_copy = df.copy()
df_copy.iloc[0, 0] = pd.NA
df_copy.applymap(lambda x: len(str(x)), na_action='ignore')

df.applymap(lambda x: x**2)

df ** 2
