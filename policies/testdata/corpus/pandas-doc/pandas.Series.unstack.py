import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4],
              index=pd.MultiIndex.from_product([['one', 'two'],
                                                ['a', 'b']]))
s

s.unstack(level=-1)

s.unstack(level=0)
