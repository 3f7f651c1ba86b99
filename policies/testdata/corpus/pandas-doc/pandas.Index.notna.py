import numpy as np
import pandas as pd
idx = pd.Index([5.2, 6.0, np.NaN])
idx
idx.notna()

idx = pd.Index(['black', '', 'red', None])
idx
idx.notna()
