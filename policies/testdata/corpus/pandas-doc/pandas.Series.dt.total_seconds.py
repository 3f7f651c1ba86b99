import numpy as np
import pandas as pd
s = pd.Series(pd.to_timedelta(np.arange(5), unit='d'))
s

s.dt.total_seconds()

idx = pd.to_timedelta(np.arange(5), unit='d')
idx

idx.total_seconds()
