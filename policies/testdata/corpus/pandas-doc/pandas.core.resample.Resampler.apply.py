import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4, 5],
              index=pd.date_range('20130101', periods=5, freq='s'))
s

r = s.resample('2s')

r.agg(np.sum)

r.agg(['sum', 'mean', 'max'])

r.agg({'result': lambda x: x.mean() / x.std(),
       'total': np.sum})

r.agg(average="mean", total="sum")
