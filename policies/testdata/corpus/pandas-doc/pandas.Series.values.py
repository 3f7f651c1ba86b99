import numpy as np
import pandas as pd
pd.Series([1, 2, 3]).values

pd.Series(list('aabc')).values

pd.Series(list('aabc')).astype('category').values

pd.Series(pd.date_range('20130101', periods=3,
                        tz='US/Eastern')).values
