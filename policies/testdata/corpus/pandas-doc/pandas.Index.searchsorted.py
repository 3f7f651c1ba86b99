import numpy as np
import pandas as pd
ser = pd.Series([1, 2, 3])
ser

ser.searchsorted(4)

ser.searchsorted([0, 4])

ser.searchsorted([1, 3], side='left')

ser.searchsorted([1, 3], side='right')

ser = pd.Series(pd.to_datetime(['3/11/2000', '3/12/2000', '3/13/2000']))
ser

ser.searchsorted('3/14/2000')

ser = pd.Categorical(
    ['apple', 'bread', 'bread', 'cheese', 'milk'], ordered=True
)
ser

ser.searchsorted('bread')

ser.searchsorted(['bread'], side='right')

ser = pd.Series([2, 1, 3])
ser

ser.searchsorted(1)  
