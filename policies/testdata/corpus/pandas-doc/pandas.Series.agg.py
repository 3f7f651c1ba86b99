import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4])
s

s.agg('min')

s.agg(['min', 'max'])
