import numpy as np
import pandas as pd
pd.Series([2, 1, 3, 3], name='A').unique()

pd.Series([pd.Timestamp('2016-01-01') for _ in range(3)]).unique()

pd.Series([pd.Timestamp('2016-01-01', tz='US/Eastern')
           for _ in range(3)]).unique()

pd.Series(pd.Categorical(list('baabc'))).unique()
pd.Series(pd.Categorical(list('baabc'), categories=list('abc'),
                         ordered=True)).unique()
