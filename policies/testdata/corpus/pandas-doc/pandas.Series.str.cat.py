import numpy as np
import pandas as pd
s = pd.Series(['a', 'b', np.nan, 'd'])
s.str.cat(sep=' ')

s.str.cat(sep=' ', na_rep='?')

s.str.cat(['A', 'B', 'C', 'D'], sep=',')

s.str.cat(['A', 'B', 'C', 'D'], sep=',', na_rep='-')

s.str.cat(['A', 'B', 'C', 'D'], na_rep='-')

t = pd.Series(['d', 'a', 'e', 'c'], index=[3, 0, 4, 2])
s.str.cat(t, join='left', na_rep='-')

s.str.cat(t, join='outer', na_rep='-')

s.str.cat(t, join='inner', na_rep='-')

s.str.cat(t, join='right', na_rep='-')
