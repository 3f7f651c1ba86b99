import numpy as np
import pandas as pd
mi = pd.MultiIndex.from_arrays((list('abc'), list('def')))
mi.names = ['level_1', 'level_2']

mi.get_level_values(0)
mi.get_level_values('level_2')

pd.MultiIndex.from_arrays([[1, None, 2], [3, 4, 5]]).dtypes
pd.MultiIndex.from_arrays([[1, None, 2], [3, 4, 5]]).get_level_values(0)
