import numpy as np
import pandas as pd
idx = pd.Index([5.2, 6.0, np.NaN])
idx
idx.isna()

idx = pd.Index(['black', '', 'red', None])
idx
idx.isna()

idx = pd.DatetimeIndex([pd.Timestamp('1940-04-25'),
                        pd.Timestamp(''), None, pd.NaT])
idx
idx.isna()
