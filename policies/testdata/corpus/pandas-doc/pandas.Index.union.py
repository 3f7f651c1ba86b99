import numpy as np
import pandas as pd
idx1 = pd.Index([1, 2, 3, 4])
idx2 = pd.Index([3, 4, 5, 6])
idx1.union(idx2)

idx1 = pd.Index(['a', 'b', 'c', 'd'])
idx2 = pd.Index([1, 2, 3, 4])
idx1.union(idx2)

idx1 = pd.MultiIndex.from_arrays(
    [[1, 1, 2, 2], ["Red", "Blue", "Red", "Blue"]]
)
idx1
idx2 = pd.MultiIndex.from_arrays(
    [[3, 3, 2, 2], ["Red", "Green", "Red", "Green"]]
)
idx2
idx1.union(idx2)
idx1.union(idx2, sort=False)
