import numpy as np
import pandas as pd
s = pd.Series(['-1', '1', '1000', 10, np.nan])
s

s.str.zfill(3)
