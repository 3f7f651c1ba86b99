import numpy as np
import pandas as pd
rng = pd.date_range('1/1/2018 11:59:00', periods=3, freq='min')
rng
rng.ceil('H')

pd.Series(rng).dt.ceil("H")

rng_tz = pd.DatetimeIndex(["2021-10-31 01:30:00"], tz="Europe/Amsterdam")

rng_tz.ceil("H", ambiguous=False)

rng_tz.ceil("H", ambiguous=True)
