import numpy as np
import pandas as pd
from pandas.tseries.offsets import BYearEnd
ts = pd.Timestamp('2020-05-24 05:01:15')
ts - BYearEnd()
ts + BYearEnd()
ts + BYearEnd(3)
ts + BYearEnd(-3)
ts + BYearEnd(month=11)
