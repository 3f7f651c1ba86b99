import numpy as np
import pandas as pd
mi = pd.MultiIndex.from_arrays([list('abb'), list('def')])

mi.get_locs('b')  

mi.get_locs([slice(None), ['e', 'f']])  

mi.get_locs([[True, False, True], slice('e', 'f')])  
