import numpy as np
import pandas as pd
df = pd.DataFrame({'num_legs': [4, 2], 'num_wings': [0, 2]},
                  index=['dog', 'hawk'])
df
for row in df.itertuples():
    print(row)


for row in df.itertuples(index=False):
    print(row)


for row in df.itertuples(name='Animal'):
    print(row)
