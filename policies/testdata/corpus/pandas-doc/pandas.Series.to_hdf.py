import numpy as np
import pandas as pd
df = pd.DataFrame({'A': [1, 2, 3], 'B': [4, 5, 6]},
                  index=['a', 'b', 'c'])  
df.to_hdf('data.h5', key='df', mode='w')  

s = pd.Series([1, 2, 3, 4])  
s.to_hdf('data.h5', key='s')  

pd.read_hdf('data.h5', 'df')  
pd.read_hdf('data.h5', 's')  
