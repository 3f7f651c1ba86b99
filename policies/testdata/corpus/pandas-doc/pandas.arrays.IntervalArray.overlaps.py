import numpy as np
import pandas as pd
data = [(0, 1), (1, 3), (2, 4)]
intervals = pd.arrays.IntervalArray.from_tuples(data)
intervals

intervals.overlaps(pd.Interval(0.5, 1.5))

intervals.overlaps(pd.Interval(1, 3, closed='left'))

intervals.overlaps(pd.Interval(1, 2, closed='right'))
