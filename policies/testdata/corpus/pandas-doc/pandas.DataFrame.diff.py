import numpy as np
import pandas as pd
df = pd.DataFrame({'a': [1, 2, 3, 4, 5, 6],
                   'b': [1, 1, 2, 3, 5, 8],
                   'c': [1, 4, 9, 16, 25, 36]})
df

df.diff()

df.diff(axis=1)

df.diff(periods=3)

df.diff(periods=-1)

df = pd.DataFrame({'a': [1, 0]}, dtype=np.uint8)
df.diff()
