import numpy as np
import pandas as pd
df = pd.DataFrame({
    'col1': ['A', 'A', 'B', np.nan, 'D', 'C'],
    'col2': [2, 1, 9, 8, 7, 4],
    'col3': [0, 1, 9, 4, 2, 3],
    'col4': ['a', 'B', 'c', 'D', 'e', 'F']
})
df

df.sort_values(by=['col1'])

df.sort_values(by=['col1', 'col2'])

df.sort_values(by='col1', ascending=False)

df.sort_values(by='col1', ascending=False, na_position='first')

df.sort_values(by='col4', key=lambda col: col.str.lower())

df = pd.DataFrame({
   "time": ['0hr', '128hr', '72hr', '48hr', '96hr'],
   "value": [10, 20, 30, 40, 50]
})
df
from natsort import index_natsorted
df.sort_values(
   by="time",
   key=lambda x: np.argsort(index_natsorted(df["time"]))
)
