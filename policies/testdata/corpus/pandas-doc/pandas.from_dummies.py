import numpy as np
import pandas as pd
df = pd.DataFrame({"a": [1, 0, 0, 1], "b": [0, 1, 0, 0],
                   "c": [0, 0, 1, 0]})

df

pd.from_dummies(df)

df = pd.DataFrame({"col1_a": [1, 0, 1], "col1_b": [0, 1, 0],
                   "col2_a": [0, 1, 0], "col2_b": [1, 0, 0],
                   "col2_c": [0, 0, 1]})

df

pd.from_dummies(df, sep="_")

df = pd.DataFrame({"col1_a": [1, 0, 0], "col1_b": [0, 1, 0],
                   "col2_a": [0, 1, 0], "col2_b": [1, 0, 0],
                   "col2_c": [0, 0, 0]})

df

pd.from_dummies(df, sep="_", default_category={"col1": "d", "col2": "e"})
