import numpy as np
import pandas as pd
s = pd.Series(data=[1, None, 4, 1],
              index=['A', 'B', 'C', 'D'])
s

s.idxmin()

s.idxmin(skipna=False)
