import numpy as np
import pandas as pd
from pandas.tseries.offsets import DateOffset
ts = pd.Timestamp('2017-01-01 09:10:11')
ts + DateOffset(months=3)

ts = pd.Timestamp('2017-01-01 09:10:11')
ts + DateOffset(months=2)
ts + DateOffset(day=31)

ts + pd.DateOffset(hour=8)
