import numpy as np
import pandas as pd
index = pd.Index(['c', 'a', 'b'])
index.get_indexer(['a', 'b', 'x'])
