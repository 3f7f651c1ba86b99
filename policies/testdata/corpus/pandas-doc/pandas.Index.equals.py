import numpy as np
import pandas as pd
idx1 = pd.Index([1, 2, 3])
idx1
idx1.equals(pd.Index([1, 2, 3]))

idx2 = pd.Index(["1", "2", "3"])
idx2

idx1.equals(idx2)

ascending_idx = pd.Index([1, 2, 3])
ascending_idx
descending_idx = pd.Index([3, 2, 1])
descending_idx
ascending_idx.equals(descending_idx)

int64_idx = pd.Index([1, 2, 3], dtype='int64')
int64_idx
uint64_idx = pd.Index([1, 2, 3], dtype='uint64')
uint64_idx
int64_idx.equals(uint64_idx)
