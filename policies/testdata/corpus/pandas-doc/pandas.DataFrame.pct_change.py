import numpy as np
import pandas as pd
s = pd.Series([90, 91, 85])
s

s.pct_change()

s.pct_change(periods=2)

s = pd.Series([90, 91, None, 85])
s

s.pct_change(fill_method='ffill')

df = pd.DataFrame({
    'FR': [4.0405, 4.0963, 4.3149],
    'GR': [1.7246, 1.7482, 1.8519],
    'IT': [804.74, 810.01, 860.13]},
    index=['1980-01-01', '1980-02-01', '1980-03-01'])
df

df.pct_change()

df = pd.DataFrame({
    '2016': [1769950, 30586265],
    '2015': [1500923, 40912316],
    '2014': [1371819, 41403351]},
    index=['GOOG', 'APPL'])
df

df.pct_change(axis='columns', periods=-1)
