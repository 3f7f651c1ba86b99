import numpy as np
import pandas as pd
s = pd.Series([2, 0, 4, 8, np.nan])

s.between(1, 4)

s.between(1, 4, inclusive="neither")

s = pd.Series(['Alice', 'Bob', 'Carol', 'Eve'])
s.between('Anna', 'Daniel')
