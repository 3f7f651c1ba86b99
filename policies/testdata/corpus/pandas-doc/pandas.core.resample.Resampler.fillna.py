import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3],
              index=pd.date_range('20180101', periods=3, freq='h'))
s

s.resample("30min").asfreq()

s.resample('30min').fillna("backfill")

s.resample('15min').fillna("backfill", limit=2)

s.resample('30min').fillna("pad")

s.resample('30min').fillna("nearest")

sm = pd.Series([1, None, 3],
              index=pd.date_range('20180101', periods=3, freq='h'))
sm

sm.resample('30min').fillna('backfill')

sm.resample('30min').fillna('pad')

sm.resample('30min').fillna('nearest')

df = pd.DataFrame({'a': [2, np.nan, 6], 'b': [1, 3, 5]},
                  index=pd.date_range('20180101', periods=3,
                                      freq='h'))
df

df.resample('30min').fillna("bfill")
