import numpy as np
import pandas as pd
cat = pd.Categorical(['a', 'b', 'c'])
cat
cat.repeat(2)
cat.repeat([1, 2, 3])
