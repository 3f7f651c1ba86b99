import numpy as np
import pandas as pd
df = pd.DataFrame({'A': 'a a b'.split(),
                   'B': [1,2,3],
                   'C': [4,6,5]})
g1 = df.groupby('A', group_keys=False)
g2 = df.groupby('A', group_keys=True)

g1[['B', 'C']].apply(lambda x: x / x.sum())

g2[['B', 'C']].apply(lambda x: x / x.sum())

g1[['B', 'C']].apply(lambda x: x.astype(float).max() - x.min())

g2[['B', 'C']].apply(lambda x: x.astype(float).max() - x.min())

g1.apply(lambda x: x.C.max() - x.B.min())
