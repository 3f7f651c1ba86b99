import numpy as np
import pandas as pd
s = pd.Series([1, 2],
              index=pd.date_range('20180101',
                                  periods=2,
                                  freq='1h'))
s

resampled = s.resample('15min')
resampled.transform(lambda x: (x - x.mean()) / x.std())
