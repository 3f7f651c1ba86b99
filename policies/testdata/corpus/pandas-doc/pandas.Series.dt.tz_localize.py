import numpy as np
import pandas as pd
tz_naive = pd.date_range('2018-03-01 09:00', periods=3)
tz_naive

tz_aware = tz_naive.tz_localize(tz='US/Eastern')
tz_aware

tz_aware.tz_localize(None)

s = pd.to_datetime(pd.Series(['2018-10-28 01:30:00',
                              '2018-10-28 02:00:00',
                              '2018-10-28 02:30:00',
                              '2018-10-28 02:00:00',
                              '2018-10-28 02:30:00',
                              '2018-10-28 03:00:00',
                              '2018-10-28 03:30:00']))
s.dt.tz_localize('CET', ambiguous='infer')

s = pd.to_datetime(pd.Series(['2018-10-28 01:20:00',
                              '2018-10-28 02:36:00',
                              '2018-10-28 03:46:00']))
s.dt.tz_localize('CET', ambiguous=np.array([True, True, False]))

s = pd.to_datetime(pd.Series(['2015-03-29 02:30:00',
                              '2015-03-29 03:30:00']))
s.dt.tz_localize('Europe/Warsaw', nonexistent='shift_forward')

s.dt.tz_localize('Europe/Warsaw', nonexistent='shift_backward')

s.dt.tz_localize('Europe/Warsaw', nonexistent=pd.Timedelta('1H'))
