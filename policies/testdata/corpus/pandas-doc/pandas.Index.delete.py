import numpy as np
import pandas as pd
idx = pd.Index(['a', 'b', 'c'])
idx.delete(1)

idx = pd.Index(['a', 'b', 'c'])
idx.delete([0, 2])
