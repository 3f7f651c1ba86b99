import numpy as np
import pandas as pd
df = pd.DataFrame([[np.nan, 2, np.nan, 0],
                   [3, 4, np.nan, 1],
                   [np.nan, np.nan, np.nan, np.nan],
                   [np.nan, 3, np.nan, 4]],
                  columns=list("ABCD"))
df

df.fillna(0)

df.fillna(method="ffill")

values = {"A": 0, "B": 1, "C": 2, "D": 3}
df.fillna(value=values)

df.fillna(value=values, limit=1)

df2 = pd.DataFrame(np.zeros((4, 4)), columns=list("ABCE"))
df.fillna(df2)
