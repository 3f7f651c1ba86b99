import numpy as np
import pandas as pd
s = pd.Series([1, 2],
              index=pd.date_range('20180101',
                                  periods=2,
                                  freq='1h'))
s

s.resample('15min').nearest()

s.resample('15min').nearest(limit=1)
