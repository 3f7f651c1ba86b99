import numpy as np
import pandas as pd
s = pd.Series([0.0, 1.0, np.nan])
s.count()
