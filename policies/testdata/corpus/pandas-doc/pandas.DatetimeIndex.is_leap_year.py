import numpy as np
import pandas as pd
idx = pd.date_range("2012-01-01", "2015-01-01", freq="Y")
idx
idx.is_leap_year

dates_series = pd.Series(idx)
dates_series
dates_series.dt.is_leap_year
