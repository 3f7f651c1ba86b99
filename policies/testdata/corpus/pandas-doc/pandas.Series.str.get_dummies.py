import numpy as np
import pandas as pd
pd.Series(['a|b', 'a', 'a|c']).str.get_dummies()

pd.Series(['a|b', np.nan, 'a|c']).str.get_dummies()
