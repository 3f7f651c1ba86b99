import numpy as np
import pandas as pd
pd.DataFrame({"A": [1, 2], "B": [3, 4]}).to_numpy()

df = pd.DataFrame({"A": [1, 2], "B": [3.0, 4.5]})
df.to_numpy()

df['C'] = pd.date_range('2000', periods=2)
df.to_numpy()
