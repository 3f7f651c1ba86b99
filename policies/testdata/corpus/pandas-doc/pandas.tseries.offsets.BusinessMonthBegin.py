import numpy as np
import pandas as pd
from pandas.tseries.offsets import BMonthBegin
ts=pd.Timestamp('2020-05-24 05:01:15')
ts + BMonthBegin()
ts + BMonthBegin(2)
ts + BMonthBegin(-3)
