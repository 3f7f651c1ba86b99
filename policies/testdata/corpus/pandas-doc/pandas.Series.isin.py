import numpy as np
import pandas as pd
s = pd.Series(['lama', 'cow', 'lama', 'beetle', 'lama',
               'hippo'], name='animal')
s.isin(['cow', 'lama'])

~s.isin(['cow', 'lama'])

s.isin(['lama'])

pd.Series([1]).isin(['1'])
pd.Series([1.1]).isin(['1.1'])
