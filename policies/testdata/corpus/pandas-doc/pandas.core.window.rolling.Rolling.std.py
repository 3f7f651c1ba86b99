import numpy as np
import pandas as pd
s = pd.Series([5, 5, 6, 7, 5, 5, 5])
s.rolling(3).std()
