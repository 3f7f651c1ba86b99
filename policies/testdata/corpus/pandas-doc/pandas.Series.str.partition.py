import numpy as np
import pandas as pd
s = pd.Series(['Linda van der Berg', 'George Pitt-Rivers'])
s

s.str.partition()

s.str.rpartition()

s.str.partition('-')

s.str.partition('-', expand=False)

idx = pd.Index(['X 123', 'Y 999'])
idx

idx.str.partition()

idx.str.partition(expand=False)
