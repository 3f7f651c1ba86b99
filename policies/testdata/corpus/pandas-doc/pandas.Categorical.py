import numpy as np
import pandas as pd
pd.Categorical([1, 2, 3, 1, 2, 3])

pd.Categorical(['a', 'b', 'c', 'a', 'b', 'c'])

c = pd.Categorical([1, 2, 3, 1, 2, 3, np.nan])
c

c.codes

c = pd.Categorical(['a', 'b', 'c', 'a', 'b', 'c'], ordered=True,
                   categories=['c', 'b', 'a'])
c
c.min()
