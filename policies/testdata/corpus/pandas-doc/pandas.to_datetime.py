import numpy as np
import pandas as pd
df = pd.DataFrame({'year': [2015, 2016],
                   'month': [2, 3],
                   'day': [4, 5]})
pd.to_datetime(df)

s = pd.Series(['3/11/2000', '3/12/2000', '3/13/2000'] * 1000)
s.head()



pd.to_datetime(1490195805, unit='s')
pd.to_datetime(1490195805433502912, unit='ns')

pd.to_datetime([1, 2, 3], unit='D',
               origin=pd.Timestamp('1960-01-01'))

pd.to_datetime('13000101', format='%Y%m%d', errors='ignore')
pd.to_datetime('13000101', format='%Y%m%d', errors='coerce')

pd.to_datetime(['2018-10-26 12:00', '2018-10-26 13:00:15'])

pd.to_datetime(['2018-10-26 12:00 -0500', '2018-10-26 13:00 -0500'])

pd.to_datetime(['2020-10-25 02:00 +0200', '2020-10-25 04:00 +0100'])

from datetime import datetime
pd.to_datetime(["2020-01-01 01:00 -01:00", datetime(2020, 1, 1, 3, 0)])

pd.to_datetime(['2018-10-26 12:00', '2018-10-26 13:00'], utc=True)

pd.to_datetime(['2018-10-26 12:00 -0530', '2018-10-26 12:00 -0500'],
               utc=True)

from datetime import timezone, timedelta
pd.to_datetime(['2018-10-26 12:00', '2018-10-26 12:00 -0530',
               datetime(2020, 1, 1, 18),
               datetime(2020, 1, 1, 18,
               tzinfo=timezone(-timedelta(hours=1)))],
               utc=True)
