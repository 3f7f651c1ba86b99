import numpy as np
import pandas as pd
idx1 = pd.Index([2, 1, 3, 4])
idx2 = pd.Index([3, 4, 5, 6])
idx1.difference(idx2)
idx1.difference(idx2, sort=False)
