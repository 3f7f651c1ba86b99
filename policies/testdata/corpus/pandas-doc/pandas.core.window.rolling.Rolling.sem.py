import numpy as np
import pandas as pd
s = pd.Series([0, 1, 2, 3])
s.rolling(2, min_periods=1).sem()
