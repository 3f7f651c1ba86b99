import numpy as np
import pandas as pd
mi = pd.MultiIndex.from_product([range(2), list('ab')])
mi

mi[2:]

mi2 = mi[2:].remove_unused_levels()
mi2.levels
