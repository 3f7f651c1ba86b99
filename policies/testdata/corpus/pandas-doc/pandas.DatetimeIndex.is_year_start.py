import numpy as np
import pandas as pd
dates = pd.Series(pd.date_range("2017-12-30", periods=3))
dates

dates.dt.is_year_start

idx = pd.date_range("2017-12-30", periods=3)
idx

idx.is_year_start
