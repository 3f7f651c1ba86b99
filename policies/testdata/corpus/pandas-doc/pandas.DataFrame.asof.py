import numpy as np
import pandas as pd
s = pd.Series([1, 2, np.nan, 4], index=[10, 20, 30, 40])
s

s.asof(20)

s.asof([5, 20])

s.asof(30)

df = pd.DataFrame({'a': [10, 20, 30, 40, 50],
                   'b': [None, None, None, None, 500]},
                  index=pd.DatetimeIndex(['2018-02-27 09:01:00',
                                          '2018-02-27 09:02:00',
                                          '2018-02-27 09:03:00',
                                          '2018-02-27 09:04:00',
                                          '2018-02-27 09:05:00']))
df.asof(pd.DatetimeIndex(['2018-02-27 09:03:30',
                          '2018-02-27 09:04:30']))

df.asof(pd.DatetimeIndex(['2018-02-27 09:03:30',
                          '2018-02-27 09:04:30']),
        subset=['a'])
