import numpy as np
import pandas as pd
s = pd.Series(data=[1, None, 4, 3, 4],
              index=['A', 'B', 'C', 'D', 'E'])
s

s.idxmax()

s.idxmax(skipna=False)
