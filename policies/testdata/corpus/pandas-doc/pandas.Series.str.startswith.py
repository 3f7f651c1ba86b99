import numpy as np
import pandas as pd
s = pd.Series(['bat', 'Bear', 'cat', np.nan])
s

s.str.startswith('b')

s.str.startswith(('b', 'B'))

s.str.startswith('b', na=False)
