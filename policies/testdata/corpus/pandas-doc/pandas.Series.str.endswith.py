import numpy as np
import pandas as pd
s = pd.Series(['bat', 'bear', 'caT', np.nan])
s

s.str.endswith('t')

s.str.endswith(('t', 'T'))

s.str.endswith('t', na=False)
