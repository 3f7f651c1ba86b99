import numpy as np
import pandas as pd
ts = pd.Timestamp(2022, 8, 5)
ts + pd.offsets.BusinessDay()
