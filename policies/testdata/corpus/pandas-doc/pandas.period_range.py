import numpy as np
import pandas as pd
pd.period_range(start='2017-01-01', end='2018-01-01', freq='M')

pd.period_range(start=pd.Period('2017Q1', freq='Q'),
                end=pd.Period('2017Q2', freq='Q'), freq='M')
