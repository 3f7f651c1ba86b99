import numpy as np
import pandas as pd
df = pd.DataFrame([['a', 1], ['a', 2], ['b', 1], ['b', 2]],
                  columns=['A', 'B'])
df.groupby('A').tail(1)
df.groupby('A').tail(-1)
