import numpy as np
import pandas as pd
s = pd.Series([1],
              index=pd.DatetimeIndex(['2018-09-15 01:30:00']))
s.tz_localize('CET')

s = pd.Series(range(7),
              index=pd.DatetimeIndex(['2018-10-28 01:30:00',
                                      '2018-10-28 02:00:00',
                                      '2018-10-28 02:30:00',
                                      '2018-10-28 02:00:00',
                                      '2018-10-28 02:30:00',
                                      '2018-10-28 03:00:00',
                                      '2018-10-28 03:30:00']))
s.tz_localize('CET', ambiguous='infer')

s = pd.Series(range(3),
              index=pd.DatetimeIndex(['2018-10-28 01:20:00',
                                      '2018-10-28 02:36:00',
                                      '2018-10-28 03:46:00']))
s.tz_localize('CET', ambiguous=np.array([True, True, False]))

s = pd.Series(range(2),
              index=pd.DatetimeIndex(['2015-03-29 02:30:00',
                                      '2015-03-29 03:30:00']))
s.tz_localize('Europe/Warsaw', nonexistent='shift_forward')
s.tz_localize('Europe/Warsaw', nonexistent='shift_backward')
s.tz_localize('Europe/Warsaw', nonexistent=pd.Timedelta('1H'))
