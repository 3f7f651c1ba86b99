import numpy as np
import pandas as pd
df = pd.DataFrame({'angles': [0, 3, 4],
                   'degrees': [360, 180, 360]},
                  index=['circle', 'triangle', 'rectangle'])
df

df + 1

df.add(1)

df.div(10)

df.rdiv(10)

df - [1, 2]

df.sub([1, 2], axis='columns')

df.sub(pd.Series([1, 1, 1], index=['circle', 'triangle', 'rectangle']),
       axis='index')

df.mul({'angles': 0, 'degrees': 2})

df.mul({'circle': 0, 'triangle': 2, 'rectangle': 3}, axis='index')

other = pd.DataFrame({'angles': [0, 3, 4]},
                     index=['circle', 'triangle', 'rectangle'])
other

df * other

df.mul(other, fill_value=0)

df_multindex = pd.DataFrame({'angles': [0, 3, 4, 4, 5, 6],
                             'degrees': [360, 180, 360, 360, 540, 720]},
                            index=[['A', 'A', 'A', 'B', 'B', 'B'],
                                   ['circle', 'triangle', 'rectangle',
                                    'square', 'pentagon', 'hexagon']])
df_multindex

df.div(df_multindex, level=1, fill_value=0)
