import numpy as np
import pandas as pd
pd.Series([], dtype="float64").prod()

pd.Series([], dtype="float64").prod(min_count=1)

pd.Series([np.nan]).prod()

pd.Series([np.nan]).prod(min_count=1)
