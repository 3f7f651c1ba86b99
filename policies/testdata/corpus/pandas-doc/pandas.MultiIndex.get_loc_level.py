import numpy as np
import pandas as pd
mi = pd.MultiIndex.from_arrays([list('abb'), list('def')],
                               names=['A', 'B'])

mi.get_loc_level('b')

mi.get_loc_level('e', level='B')

mi.get_loc_level(['b', 'e'])
