import numpy as np
import pandas as pd
df = pd.DataFrame([[0, 2, 3], [0, 4, 1], [10, 20, 30]],
                  columns=['A', 'B', 'C'])
df

df.iat[1, 2]

df.iat[1, 2] = 10
df.iat[1, 2]

df.loc[0].iat[1]
