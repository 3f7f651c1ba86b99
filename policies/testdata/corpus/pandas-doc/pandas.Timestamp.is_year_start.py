import numpy as np
import pandas as pd
ts = pd.Timestamp(2020, 3, 14)
ts.is_year_start

ts = pd.Timestamp(2020, 1, 1)
ts.is_year_start
