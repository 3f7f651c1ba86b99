import numpy as np
import pandas as pd
idx = pd.Index([1.0, 2.0, 3.0, 4.0])
idx.is_floating()

idx = pd.Index([1.0, 2.0, np.nan, 4.0])
idx.is_floating()

idx = pd.Index([1, 2, 3, 4, np.nan])
idx.is_floating()

idx = pd.Index([1, 2, 3, 4])
idx.is_floating()
