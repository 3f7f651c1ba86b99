import numpy as np
import pandas as pd
from pandas.tseries.offsets import BYearBegin
ts = pd.Timestamp('2020-05-24 05:01:15')
ts + BYearBegin()
ts - BYearBegin()
ts + BYearBegin(-1)
ts + BYearBegin(2)
