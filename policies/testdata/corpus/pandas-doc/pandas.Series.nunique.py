import numpy as np
import pandas as pd
s = pd.Series([1, 3, 5, 7, 7])
s

s.nunique()
