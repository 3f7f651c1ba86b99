import numpy as np
import pandas as pd
idx = pd.Index([1.0, 2.0, 3.0, 4.0])
idx.is_numeric()

idx = pd.Index([1, 2, 3, 4.0])
idx.is_numeric()

idx = pd.Index([1, 2, 3, 4])
idx.is_numeric()

idx = pd.Index([1, 2, 3, 4.0, np.nan])
idx.is_numeric()

idx = pd.Index([1, 2, 3, 4.0, np.nan, "Apple"])
idx.is_numeric()
