import numpy as np
import pandas as pd
idx = pd.Index([3, 2, 1])
idx.max()

idx = pd.Index(['c', 'b', 'a'])
idx.max()

idx = pd.MultiIndex.from_product([('a', 'b'), (2, 1)])
idx.max()
