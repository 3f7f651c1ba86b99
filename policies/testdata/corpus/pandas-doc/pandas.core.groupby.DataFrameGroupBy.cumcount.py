import numpy as np
import pandas as pd
df = pd.DataFrame([['a'], ['a'], ['a'], ['b'], ['b'], ['a']],
                  columns=['A'])
df
df.groupby('A').cumcount()
df.groupby('A').cumcount(ascending=False)
