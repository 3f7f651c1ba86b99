import numpy as np
import pandas as pd
ts = pd.Timestamp('2020-03-14T15:32:52.192548651')

ts.floor(freq='H') # hour

ts.floor(freq='T') # minute

ts.floor(freq='S') # seconds

ts.floor(freq='N') # nanoseconds

ts.floor(freq='5T')

ts.floor(freq='1H30T')

pd.NaT.floor()

ts_tz = pd.Timestamp("2021-10-31 03:30:00").tz_localize("Europe/Amsterdam")

ts_tz.floor("2H", ambiguous=False)

ts_tz.floor("2H", ambiguous=True)
