import numpy as np
import pandas as pd
ts = pd.Timestamp('2020-03-14T15:32:52.192548651', tz='UTC')
ts

ts.replace(year=1999, hour=10)

import pytz
ts.replace(tzinfo=pytz.timezone('US/Pacific'))

pd.NaT.replace(tzinfo=pytz.timezone('US/Pacific'))
