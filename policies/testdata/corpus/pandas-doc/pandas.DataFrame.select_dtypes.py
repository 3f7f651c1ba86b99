import numpy as np
import pandas as pd
df = pd.DataFrame({'a': [1, 2] * 3,
                   'b': [True, False] * 3,
                   'c': [1.0, 2.0] * 3})
df

df.select_dtypes(include='bool')

df.select_dtypes(include=['float64'])

df.select_dtypes(exclude=['int64'])
