import numpy as np
import pandas as pd
df = pd.DataFrame([[0, 1, -2, -1], [1, 1, 1, 1]])
s = pd.Series([1, 1, 2, 1])
df.dot(s)

other = pd.DataFrame([[0, 1], [1, 2], [-1, -1], [2, 0]])
df.dot(other)

df @ other

arr = np.array([[0, 1], [1, 2], [-1, -1], [2, 0]])
df.dot(arr)

s2 = s.reindex([1, 0, 2, 3])
df.dot(s2)
