import numpy as np
import pandas as pd
idx = pd.Index([np.nan, 'var1', np.nan])
idx.get_indexer_for([np.nan])
