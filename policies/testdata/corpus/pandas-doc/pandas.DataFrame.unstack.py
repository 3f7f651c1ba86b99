import numpy as np
import pandas as pd
index = pd.MultiIndex.from_tuples([('one', 'a'), ('one', 'b'),
                                   ('two', 'a'), ('two', 'b')])
s = pd.Series(np.arange(1.0, 5.0), index=index)
s

s.unstack(level=-1)

s.unstack(level=0)

df = s.unstack(level=0)
df.unstack()
