import numpy as np
import pandas as pd
idx = pd.Index(['b', 'a', 'd', 'c'])
idx

order = idx.argsort()
order

idx[order]
