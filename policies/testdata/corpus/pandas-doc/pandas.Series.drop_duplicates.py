import numpy as np
import pandas as pd
s = pd.Series(['lama', 'cow', 'lama', 'beetle', 'lama', 'hippo'],
              name='animal')
s

s.drop_duplicates()

s.drop_duplicates(keep='last')

s.drop_duplicates(keep=False, inplace=True)
s
