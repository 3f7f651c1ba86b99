import numpy as np
import pandas as pd
arr = [1, 2, 3, 4, 999]
import scipy.stats
print(f"{scipy.stats.kurtosis(arr[:-1], bias=False):.6f}")
print(f"{scipy.stats.kurtosis(arr, bias=False):.6f}")
s = pd.Series(arr)
s.expanding(4).kurt()
