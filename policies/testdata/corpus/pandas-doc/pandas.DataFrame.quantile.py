import numpy as np
import pandas as pd
df = pd.DataFrame(np.array([[1, 1], [2, 10], [3, 100], [4, 100]]),
                  columns=['a', 'b'])
df.quantile(.1)
df.quantile([.1, .5])

df.quantile(.1, method="table", interpolation="nearest")
df.quantile([.1, .5], method="table", interpolation="nearest")

df = pd.DataFrame({'A': [1, 2],
                   'B': [pd.Timestamp('2010'),
                         pd.Timestamp('2011')],
                   'C': [pd.Timedelta('1 days'),
                         pd.Timedelta('2 days')]})
df.quantile(0.5, numeric_only=False)
