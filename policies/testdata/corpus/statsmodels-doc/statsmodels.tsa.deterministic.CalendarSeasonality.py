import numpy as np
import statsmodels.api as sm
import numpy as np
import pandas as pd
base = pd.Timestamp("2020-1-1")
gen = np.random.default_rng()
gaps = np.cumsum(gen.integers(0, 1800, size=1000))
times = [base + pd.Timedelta(gap, unit="s") for gap in gaps]
index = pd.DatetimeIndex(pd.to_datetime(times))

from statsmodels.tsa.deterministic import CalendarSeasonality
cal_seas_gen = CalendarSeasonality("H", "D")
cal_seas_gen.in_sample(index)
