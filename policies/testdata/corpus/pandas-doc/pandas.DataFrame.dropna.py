import numpy as np
import pandas as pd
df = pd.DataFrame({"name": ['Alfred', 'Batman', 'Catwoman'],
                   "toy": [np.nan, 'Batmobile', 'Bullwhip'],
                   "born": [pd.NaT, pd.Timestamp("1940-04-25"),
                            pd.NaT]})
df

df.dropna()

df.dropna(axis='columns')

df.dropna(how='all')

df.dropna(thresh=2)

df.dropna(subset=['name', 'toy'])

df.dropna(inplace=True)
df
