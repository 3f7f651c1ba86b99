import numpy as np
import pandas as pd
df = pd.DataFrame({'A': [1, 1, 2, 1, 2],
                   'B': [np.nan, 2, 3, 4, 5],
                   'C': [1, 2, 1, 1, 2]}, columns=['A', 'B', 'C'])

df.groupby('A').mean()

df.groupby(['A', 'B']).mean()

df.groupby('A')['B'].mean()
