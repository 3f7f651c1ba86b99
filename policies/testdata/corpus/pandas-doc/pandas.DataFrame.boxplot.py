import numpy as np
import pandas as pd
np.random.seed(1234)
df = pd.DataFrame(np.random.randn(10, 4),
                  columns=['Col1', 'Col2', 'Col3', 'Col4'])
boxplot = df.boxplot(column=['Col1', 'Col2', 'Col3'])  

df = pd.DataFrame(np.random.randn(10, 2),
                  columns=['Col1', 'Col2'])
df['X'] = pd.Series(['A', 'A', 'A', 'A', 'A',
                     'B', 'B', 'B', 'B', 'B'])
boxplot = df.boxplot(by='X')

df = pd.DataFrame(np.random.randn(10, 3),
                  columns=['Col1', 'Col2', 'Col3'])
df['X'] = pd.Series(['A', 'A', 'A', 'A', 'A',
                     'B', 'B', 'B', 'B', 'B'])
df['Y'] = pd.Series(['A', 'B', 'A', 'B', 'A',
                     'B', 'A', 'B', 'A', 'B'])
boxplot = df.boxplot(column=['Col1', 'Col2'], by=['X', 'Y'])

boxplot = df.boxplot(column=['Col1', 'Col2'], by='X',
                     layout=(2, 1))

boxplot = df.boxplot(grid=False, rot=45, fontsize=15)  

boxplot = df.boxplot(column=['Col1', 'Col2'], return_type='axes')
type(boxplot)

boxplot = df.boxplot(column=['Col1', 'Col2'], by='X',
                     return_type='axes')
type(boxplot)

boxplot = df.boxplot(column=['Col1', 'Col2'], by='X',
                     return_type=None)
type(boxplot)
