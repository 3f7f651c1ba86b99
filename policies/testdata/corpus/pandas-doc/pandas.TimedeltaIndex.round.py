import numpy as np
import pandas as pd
rng = pd.date_range('1/1/2018 11:59:00', periods=3, freq='min')
rng
rng.round('H')

pd.Series(rng).dt.round("H")

rng_tz = pd.DatetimeIndex(["2021-10-31 03:30:00"], tz="Europe/Amsterdam")

rng_tz.floor("2H", ambiguous=False)

rng_tz.floor("2H", ambiguous=True)
