import numpy as np
import pandas as pd
ts = pd.Timestamp(2022, 8, 5, 16)
ts + pd.offsets.BusinessHour()
