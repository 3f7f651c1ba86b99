import numpy as np
import pandas as pd
s = pd.Series([1, 1, 2, 3, 5, 8])
s.diff()

s.diff(periods=3)

s.diff(periods=-1)

s = pd.Series([1, 0], dtype=np.uint8)
s.diff()
