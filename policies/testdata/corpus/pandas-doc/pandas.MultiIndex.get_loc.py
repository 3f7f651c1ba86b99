import numpy as np
import pandas as pd
mi = pd.MultiIndex.from_arrays([list('abb'), list('def')])

mi.get_loc('b')

mi.get_loc(('b', 'e'))
