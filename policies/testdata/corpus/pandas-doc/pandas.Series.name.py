import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3], dtype=np.int64, name='Numbers')
s
s.name = "Integers"
s

df = pd.DataFrame([[1, 2], [3, 4], [5, 6]],
                  columns=["Odd Numbers", "Even Numbers"])
df
df["Even Numbers"].name
