import numpy as np
import pandas as pd
index = pd.Index([3, 1, 2, 3, 4, np.nan])
index.value_counts()

s = pd.Series([3, 1, 2, 3, 4, np.nan])
s.value_counts(normalize=True)

s.value_counts(bins=3)

s.value_counts(dropna=False)
