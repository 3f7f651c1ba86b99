import numpy as np
import pandas as pd
pd.to_timedelta('1 days 06:05:01.00003')
pd.to_timedelta('15.5us')

pd.to_timedelta(['1 days 06:05:01.00003', '15.5us', 'nan'])

pd.to_timedelta(np.arange(5), unit='s')
pd.to_timedelta(np.arange(5), unit='d')
