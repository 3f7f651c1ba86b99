import numpy as np
import pandas as pd
s = pd.Series([1, 4, 2, 3, 5, 3])
s.rolling(3).rank()

s.rolling(3).rank(method="max")

s.rolling(3).rank(method="min")
