import numpy as np
import pandas as pd
s = pd.Series([0, 1, 2, 3, 4])
s.rolling(3).median()
