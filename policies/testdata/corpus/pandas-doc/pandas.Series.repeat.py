import numpy as np
import pandas as pd
s = pd.Series(['a', 'b', 'c'])
s
s.repeat(2)
s.repeat([1, 2, 3])
