import numpy as np
import pandas as pd
s = pd.Series(pd.date_range("2018-02-27", periods=3))
s
s.dt.is_month_start
s.dt.is_month_end

idx = pd.date_range("2018-02-27", periods=3)
idx.is_month_start
idx.is_month_end
