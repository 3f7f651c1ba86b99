import numpy as np
import pandas as pd
df = pd.DataFrame({'col1': [1, 2], 'col2': [3, 4]})
df
df.insert(1, "newcol", [99, 99])
df
df.insert(0, "col1", [100, 100], allow_duplicates=True)
df

df.insert(0, "col0", pd.Series([5, 6], index=[1, 2]))
df
