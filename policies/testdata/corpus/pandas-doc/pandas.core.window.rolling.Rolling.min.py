import numpy as np
import pandas as pd
s = pd.Series([4, 3, 5, 2, 6])
s.rolling(3).min()
