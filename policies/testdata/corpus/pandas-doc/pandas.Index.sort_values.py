import numpy as np
import pandas as pd
idx = pd.Index([10, 100, 1, 1000])
idx

idx.sort_values()

idx.sort_values(ascending=False, return_indexer=True)
