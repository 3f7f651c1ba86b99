import numpy as np
import pandas as pd
df = pd.DataFrame({"A": ["a", 1, 2, 3]})
df = df.iloc[1:]
df

df.dtypes

df.infer_objects().dtypes
