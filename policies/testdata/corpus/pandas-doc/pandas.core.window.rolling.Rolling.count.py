import numpy as np
import pandas as pd
s = pd.Series([2, 3, np.nan, 10])
s.rolling(2).count()
s.rolling(3).count()
s.rolling(4).count()
