import numpy as np
import pandas as pd
ts = pd.Timestamp('2020-03-14T15:32:52.192548651')

ts.round(freq='H') # hour

ts.round(freq='T') # minute

ts.round(freq='S') # seconds

ts.round(freq='L') # milliseconds

ts.round(freq='5T')

ts.round(freq='1H30T')

pd.NaT.round()

ts_tz = pd.Timestamp("2021-10-31 01:30:00").tz_localize("Europe/Amsterdam")

ts_tz.round("H", ambiguous=False)

ts_tz.round("H", ambiguous=True)
