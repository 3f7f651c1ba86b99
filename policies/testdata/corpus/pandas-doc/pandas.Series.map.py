import numpy as np
import pandas as pd
s = pd.Series(['cat', 'dog', np.nan, 'rabbit'])
s

s.map({'cat': 'kitten', 'dog': 'puppy'})

s.map('I am a {}'.format)

s.map('I am a {}'.format, na_action='ignore')
