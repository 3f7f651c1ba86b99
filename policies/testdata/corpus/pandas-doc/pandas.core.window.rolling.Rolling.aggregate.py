import numpy as np
import pandas as pd
df = pd.DataFrame({"A": [1, 2, 3], "B": [4, 5, 6], "C": [7, 8, 9]})
df

df.rolling(2).sum()

df.rolling(2).agg({"A": "sum", "B": "min"})
