import numpy as np
import pandas as pd
s = pd.Series(['1. Ant.  ', '2. Bee!\n', '3. Cat?\t', np.nan, 10, True])
s

s.str.strip()

s.str.lstrip('123.')

s.str.rstrip('.!? \n\t')

s.str.strip('123.!? \n\t')
