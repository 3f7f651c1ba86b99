import numpy as np
import pandas as pd
df = pd.DataFrame({'id': ['spam', 'egg', 'egg', 'spam',
                          'ham', 'ham'],
                   'value1': [1, 5, 5, 2, 5, 5],
                   'value2': list('abbaxy')})
df

df.groupby('id').nunique()

df.groupby('id').filter(lambda g: (g.nunique() > 1).any())
