import numpy as np
import pandas as pd
ts = pd.Timestamp('2020-03-14T15:32:52.192548651', tz='UTC')
ts

ts.tz_convert(tz='Asia/Tokyo')

ts.astimezone(tz='Asia/Tokyo')

pd.NaT.tz_convert(tz='Asia/Tokyo')
