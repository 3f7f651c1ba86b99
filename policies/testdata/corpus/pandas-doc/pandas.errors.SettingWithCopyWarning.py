import numpy as np
import pandas as pd
df = pd.DataFrame({'A': [1, 1, 1, 2, 2]}, columns=['A'])
df.loc[0:3]['A'] = 'a' 
# SettingWithCopyWarning: A value is trying to be set on a copy of a...
