import numpy as np
import pandas as pd
ts = pd.Timestamp(2022, 1, 1)
freq = pd.offsets.Hour(5)
freq.is_quarter_end(ts)
