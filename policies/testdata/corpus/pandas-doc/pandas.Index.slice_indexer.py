import numpy as np
import pandas as pd
idx = pd.Index(list('abcd'))
idx.slice_indexer(start='b', end='c')

idx = pd.MultiIndex.from_arrays([list('abcd'), list('efgh')])
idx.slice_indexer(start='b', end=('c', 'g'))
