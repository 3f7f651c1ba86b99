import numpy as np
import pandas as pd
df = pd.DataFrame({'A': [1, 1, 2, 1, 2],
                   'B': [np.nan, 2, 3, 4, 5]}, columns=['A', 'B'])
g = df.groupby('A')
g.nth(0)
g.nth(1)
g.nth(-1)
g.nth([0, 1])
g.nth(slice(None, -1))

g.nth[0, 1]
g.nth[:-1]

g.nth(0, dropna='any')

g.nth(3, dropna='any')

df.groupby('A', as_index=False).nth(1)
