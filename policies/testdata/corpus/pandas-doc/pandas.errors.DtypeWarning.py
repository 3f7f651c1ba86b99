import numpy as np
import pandas as pd
df = pd.DataFrame({'a': (['1'] * 100000 + ['X'] * 100000 +
                         ['1'] * 100000),
                   'b': ['b'] * 300000})  
df.to_csv('test.csv', index=False)  
df2 = pd.read_csv('test.csv')  
# DtypeWarning: Columns (0) have mixed types

df2.iloc[262140, 0]  
type(df2.iloc[262140, 0])  
df2.iloc[262150, 0]  
type(df2.iloc[262150, 0])  

df2 = pd.read_csv('test.csv', sep=',', dtype={'a': str})  
