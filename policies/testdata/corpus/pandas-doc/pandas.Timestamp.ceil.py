import numpy as np
import pandas as pd
ts = pd.Timestamp('2020-03-14T15:32:52.192548651')

ts.ceil(freq='H') # hour

ts.ceil(freq='T') # minute

ts.ceil(freq='S') # seconds

ts.ceil(freq='U') # microseconds

ts.ceil(freq='5T')

ts.ceil(freq='1H30T')

pd.NaT.ceil()

ts_tz = pd.Timestamp("2021-10-31 01:30:00").tz_localize("Europe/Amsterdam")

ts_tz.ceil("H", ambiguous=False)

ts_tz.ceil("H", ambiguous=True)
