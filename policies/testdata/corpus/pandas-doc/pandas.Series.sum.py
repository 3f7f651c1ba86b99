import numpy as np
import pandas as pd
idx = pd.MultiIndex.from_arrays([
    ['warm', 'warm', 'cold', 'cold'],
    ['dog', 'falcon', 'fish', 'spider']],
    names=['blooded', 'animal'])
s = pd.Series([4, 2, 0, 8], name='legs', index=idx)
s

s.sum()

pd.Series([], dtype="float64").sum()  # min_count=0 is the default

pd.Series([], dtype="float64").sum(min_count=1)

pd.Series([np.nan]).sum()

pd.Series([np.nan]).sum(min_count=1)
