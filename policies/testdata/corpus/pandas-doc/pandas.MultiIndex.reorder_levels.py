import numpy as np
import pandas as pd
mi = pd.MultiIndex.from_arrays([[1, 2], [3, 4]], names=['x', 'y'])
mi

mi.reorder_levels(order=[1, 0])

mi.reorder_levels(order=['y', 'x'])
