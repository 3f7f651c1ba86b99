import numpy as np
import pandas as pd
df = pd.DataFrame({'A' : ['foo', 'bar', 'foo', 'bar',
                          'foo', 'bar'],
                   'B' : ['one', 'one', 'two', 'three',
                          'two', 'two'],
                   'C' : [1, 5, 5, 2, 5, 5],
                   'D' : [2.0, 5., 8., 1., 2., 9.]})
grouped = df.groupby('A')[['C', 'D']]
grouped.transform(lambda x: (x - x.mean()) / x.std())

grouped.transform(lambda x: x.max() - x.min())

grouped.transform(lambda x: x.astype(int).max())
