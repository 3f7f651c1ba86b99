import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3],
              index=pd.date_range('20180101', periods=3, freq='h'))
s

s.resample('30min').bfill()

s.resample('15min').bfill(limit=2)

df = pd.DataFrame({'a': [2, np.nan, 6], 'b': [1, 3, 5]},
                  index=pd.date_range('20180101', periods=3,
                                      freq='h'))
df

df.resample('30min').bfill()

df.resample('15min').bfill(limit=2)
