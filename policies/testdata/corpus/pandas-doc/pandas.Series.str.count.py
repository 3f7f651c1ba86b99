import numpy as np
import pandas as pd
s = pd.Series(['A', 'B', 'Aaba', 'Baca', np.nan, 'CABA', 'cat'])
s.str.count('a')

s = pd.Series(['$', 'B', 'Aab$', '$$ca', 'C$B$', 'cat'])
s.str.count('\\$')

pd.Index(['A', 'A', 'Aaba', 'cat']).str.count('a')
