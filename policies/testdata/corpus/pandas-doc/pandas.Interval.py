import numpy as np
import pandas as pd
iv = pd.Interval(left=0, right=5)
iv

2.5 in iv
pd.Interval(left=2, right=5, closed='both') in iv

0 in iv
5 in iv
0.0001 in iv

iv.length

shifted_iv = iv + 3
shifted_iv
extended_iv = iv * 10.0
extended_iv

year_2017 = pd.Interval(pd.Timestamp('2017-01-01 00:00:00'),
                        pd.Timestamp('2018-01-01 00:00:00'),
                        closed='left')
pd.Timestamp('2017-01-01 00:00') in year_2017
year_2017.length
