import numpy as np
import pandas as pd
pd.date_range(start='1/1/2018', end='1/08/2018')

pd.date_range(start='1/1/2018', periods=8)

pd.date_range(end='1/1/2018', periods=8)

pd.date_range(start='2018-04-24', end='2018-04-27', periods=3)

pd.date_range(start='1/1/2018', periods=5, freq='M')

pd.date_range(start='1/1/2018', periods=5, freq='3M')

pd.date_range(start='1/1/2018', periods=5, freq=pd.offsets.MonthEnd(3))

pd.date_range(start='1/1/2018', periods=5, tz='Asia/Tokyo')

pd.date_range(start='2017-01-01', end='2017-01-04', inclusive="both")

pd.date_range(start='2017-01-01', end='2017-01-04', inclusive='left')

pd.date_range(start='2017-01-01', end='2017-01-04', inclusive='right')
