import numpy as np
import pandas as pd
df = pd.DataFrame({'B': [0, 1, 2, np.nan, 4]})
df

indexer = pd.api.indexers.FixedForwardWindowIndexer(window_size=2)
df.rolling(window=indexer, min_periods=1).sum()
