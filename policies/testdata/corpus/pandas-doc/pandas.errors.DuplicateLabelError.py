import numpy as np
import pandas as pd
s = pd.Series([0, 1, 2], index=['a', 'b', 'c']).set_flags(
    allows_duplicate_labels=False
)
s.reindex(['a', 'a', 'b'])
