import numpy as np
import pandas as pd
ts = pd.Timestamp(2020, 3, 14)
ts.is_quarter_start

ts = pd.Timestamp(2020, 4, 1)
ts.is_quarter_start
