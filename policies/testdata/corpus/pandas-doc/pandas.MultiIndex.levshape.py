import numpy as np
import pandas as pd
mi = pd.MultiIndex.from_arrays([['a'], ['b'], ['c']])
mi
mi.levshape
