import numpy as np
import pandas as pd
s = pd.Series({'a': 1, 'b': 2, 'c': 3})
s.size

df = pd.DataFrame({'col1': [1, 2], 'col2': [3, 4]})
df.size
