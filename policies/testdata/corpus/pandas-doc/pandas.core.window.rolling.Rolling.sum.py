import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4, 5])
s

s.rolling(3).sum()

s.rolling(3, center=True).sum()

df = pd.DataFrame({"A": s, "B": s ** 2})
df

df.rolling(3).sum()
