import numpy as np
import pandas as pd
ser = pd.Series([1., 2., np.nan])
ser

ser.dropna()

ser.dropna(inplace=True)
ser

ser = pd.Series([np.NaN, 2, pd.NaT, '', None, 'I stay'])
ser
ser.dropna()
