import numpy as np
import pandas as pd
ts = pd.Timestamp(2022, 1, 1)
freq = pd.offsets.Day(1)
freq.is_on_offset(ts)

ts = pd.Timestamp(2022, 8, 6)
ts.day_name()
freq = pd.offsets.BusinessDay(1)
freq.is_on_offset(ts)
