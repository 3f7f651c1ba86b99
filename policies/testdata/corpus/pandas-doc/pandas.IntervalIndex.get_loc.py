import numpy as np
import pandas as pd
i1, i2 = pd.Interval(0, 1), pd.Interval(1, 2)
index = pd.IntervalIndex([i1, i2])
index.get_loc(1)

index.get_loc(1.5)

i3 = pd.Interval(0, 2)
overlapping_index = pd.IntervalIndex([i1, i2, i3])
overlapping_index.get_loc(0.5)

index.get_loc(pd.Interval(0, 1))
