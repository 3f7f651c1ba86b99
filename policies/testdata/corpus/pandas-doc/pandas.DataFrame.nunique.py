import numpy as np
import pandas as pd
df = pd.DataFrame({'A': [4, 5, 6], 'B': [4, 1, 1]})
df.nunique()

df.nunique(axis=1)
