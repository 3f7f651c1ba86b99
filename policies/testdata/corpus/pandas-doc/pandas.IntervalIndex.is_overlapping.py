import numpy as np
import pandas as pd
index = pd.IntervalIndex.from_tuples([(0, 2), (1, 3), (4, 5)])
index
index.is_overlapping

index = pd.interval_range(0, 3, closed='both')
index
index.is_overlapping

index = pd.interval_range(0, 3, closed='left')
index
index.is_overlapping
