import numpy as np
import pandas as pd
mi = pd.MultiIndex.from_arrays([[0, 0], [2, 1]])
mi

mi.sortlevel()

mi.sortlevel(sort_remaining=False)

mi.sortlevel(1)

mi.sortlevel(1, ascending=False)
