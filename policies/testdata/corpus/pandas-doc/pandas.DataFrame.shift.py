import numpy as np
import pandas as pd
df = pd.DataFrame({"Col1": [10, 20, 15, 30, 45],
                   "Col2": [13, 23, 18, 33, 48],
                   "Col3": [17, 27, 22, 37, 52]},
                  index=pd.date_range("2020-01-01", "2020-01-05"))
df

df.shift(periods=3)

df.shift(periods=1, axis="columns")

df.shift(periods=3, fill_value=0)

df.shift(periods=3, freq="D")

df.shift(periods=3, freq="infer")
