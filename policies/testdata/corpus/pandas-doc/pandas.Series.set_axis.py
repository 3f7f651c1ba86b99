import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3])
s

s.set_axis(['a', 'b', 'c'], axis=0)
