import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4])
s

s.add_suffix('_item')

df = pd.DataFrame({'A': [1, 2, 3, 4], 'B': [3, 4, 5, 6]})
df

df.add_suffix('_col')
