import numpy as np
import pandas as pd
s = pd.Series(['a', 'b', 'c'])
s

s.str.repeat(repeats=2)

s.str.repeat(repeats=[1, 2, 3])
