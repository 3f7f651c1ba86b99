import numpy as np
import pandas as pd
idx = pd.Index(['a', 'b', 'c'])
idx
idx.repeat(2)
idx.repeat([1, 2, 3])
