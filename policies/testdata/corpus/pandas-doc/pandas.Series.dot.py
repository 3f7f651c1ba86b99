import numpy as np
import pandas as pd
s = pd.Series([0, 1, 2, 3])
other = pd.Series([-1, 2, -3, 4])
s.dot(other)
s @ other
df = pd.DataFrame([[0, 1], [-2, 3], [4, -5], [6, 7]])
s.dot(df)
arr = np.array([[0, 1], [-2, 3], [4, -5], [6, 7]])
s.dot(arr)
