import numpy as np
import pandas as pd
df = pd.DataFrame({"A": [1, 2, 3], "B": [4, 5, 6]})
df.rename(columns={"A": "a", "B": "c"})

df.rename(index={0: "x", 1: "y", 2: "z"})

df.index
df.rename(index=str).index

df.rename(columns={"A": "a", "B": "b", "C": "c"}, errors="raise")

df.rename(str.lower, axis='columns')

df.rename({1: 2, 2: 4}, axis='index')
