import numpy as np
import pandas as pd
df = pd.DataFrame({'cost': [250, 150, 100],
                   'revenue': [100, 250, 300]},
                  index=['A', 'B', 'C'])
df

df == 100

df.eq(100)

df != pd.Series([100, 250], index=["cost", "revenue"])

df.ne(pd.Series([100, 300], index=["A", "D"]), axis='index')

df == [250, 100]

df.eq([250, 250, 100], axis='index')

other = pd.DataFrame({'revenue': [300, 250, 100, 150]},
                     index=['A', 'B', 'C', 'D'])
other

df.gt(other)

df_multindex = pd.DataFrame({'cost': [250, 150, 100, 150, 300, 220],
                             'revenue': [100, 250, 300, 200, 175, 225]},
                            index=[['Q1', 'Q1', 'Q1', 'Q2', 'Q2', 'Q2'],
                                   ['A', 'B', 'C', 'A', 'B', 'C']])
df_multindex

df.le(df_multindex, level=1)
