import numpy as np
import pandas as pd
idx = pd.Index(['a', np.nan, 'b'])
idx.is_mixed()

idx = pd.Index([1.0, 2.0, 3.0, 5.0])
idx.is_mixed()
