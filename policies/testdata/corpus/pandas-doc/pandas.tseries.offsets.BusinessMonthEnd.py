import numpy as np
import pandas as pd
from pandas.tseries.offsets import BMonthEnd
ts = pd.Timestamp('2020-05-24 05:01:15')
ts + BMonthEnd()
ts + BMonthEnd(2)
ts + BMonthEnd(-2)
