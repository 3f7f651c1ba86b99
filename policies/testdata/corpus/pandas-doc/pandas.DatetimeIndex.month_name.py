import numpy as np
import pandas as pd
s = pd.Series(pd.date_range(start='2018-01', freq='M', periods=3))
s
s.dt.month_name()

idx = pd.date_range(start='2018-01', freq='M', periods=3)
idx
idx.month_name()
