import numpy as np
import pandas as pd
s = pd.Series([[1, 2, 3], 'foo', [], [3, 4]])
s

s.explode()
