import numpy as np
import pandas as pd
pd.Timestamp('2017-01-01T12')

pd.Timestamp(1513393355.5, unit='s')

pd.Timestamp(1513393355, unit='s', tz='US/Pacific')

pd.Timestamp(2017, 1, 1, 12)

pd.Timestamp(year=2017, month=1, day=1, hour=12)
