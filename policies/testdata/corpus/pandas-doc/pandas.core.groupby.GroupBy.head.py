import numpy as np
import pandas as pd
df = pd.DataFrame([[1, 2], [1, 4], [5, 6]],
                  columns=['A', 'B'])
df.groupby('A').head(1)
df.groupby('A').head(-1)
