import numpy as np
import pandas as pd
df = pd.DataFrame({'A': range(1, 6), 'B': range(10, 0, -2)})
df
df.eval('A + B')

df.eval('C = A + B')
df

df.eval('C = A + B', inplace=True)
df

df.eval(
    '''
C = A + B
D = A - B
'''
)
