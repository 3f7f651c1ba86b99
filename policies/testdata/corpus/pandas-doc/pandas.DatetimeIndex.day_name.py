import numpy as np
import pandas as pd
s = pd.Series(pd.date_range(start='2018-01-01', freq='D', periods=3))
s
s.dt.day_name()

idx = pd.date_range(start='2018-01-01', freq='D', periods=3)
idx
idx.day_name()
