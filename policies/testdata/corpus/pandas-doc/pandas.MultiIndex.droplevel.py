import numpy as np
import pandas as pd
mi = pd.MultiIndex.from_arrays(
[[1, 2], [3, 4], [5, 6]], names=['x', 'y', 'z'])
mi

mi.droplevel()

mi.droplevel(2)

mi.droplevel('z')

mi.droplevel(['x', 'y'])
