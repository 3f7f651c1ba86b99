import numpy as np
import pandas as pd
df = pd.DataFrame([('bird', 2, 2),
                   ('mammal', 4, np.nan),
                   ('arthropod', 8, 0),
                   ('bird', 2, np.nan)],
                  index=('falcon', 'horse', 'spider', 'ostrich'),
                  columns=('species', 'legs', 'wings'))
df

df.mode()

df.mode(dropna=False)

df.mode(numeric_only=True)

df.mode(axis='columns', numeric_only=True)
