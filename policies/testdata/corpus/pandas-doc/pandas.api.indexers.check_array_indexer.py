import numpy as np
import pandas as pd
mask = pd.array([True, False])
arr = pd.array([1, 2])
pd.api.indexers.check_array_indexer(arr, mask)

mask = pd.array([True, False, True])
pd.api.indexers.check_array_indexer(arr, mask)


mask = pd.array([True, pd.NA])
pd.api.indexers.check_array_indexer(arr, mask)

mask = np.array([True, False])
pd.api.indexers.check_array_indexer(arr, mask)

indexer = pd.array([0, 2], dtype="Int64")
arr = pd.array([1, 2, 3])
pd.api.indexers.check_array_indexer(arr, indexer)

indexer = pd.array([0, pd.NA], dtype="Int64")
pd.api.indexers.check_array_indexer(arr, indexer)


indexer = np.array([0., 2.], dtype="float64")
pd.api.indexers.check_array_indexer(arr, indexer)
