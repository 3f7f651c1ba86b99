import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4])
s.rolling(2).mean()

s.rolling(3).mean()
