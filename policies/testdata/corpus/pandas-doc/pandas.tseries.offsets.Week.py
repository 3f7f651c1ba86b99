import numpy as np
import pandas as pd
ts = pd.Timestamp(2022, 1, 1)
ts + pd.offsets.Week()
