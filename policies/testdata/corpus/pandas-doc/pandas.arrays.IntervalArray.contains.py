import numpy as np
import pandas as pd
intervals = pd.arrays.IntervalArray.from_tuples([(0, 1), (1, 3), (2, 4)])
intervals

intervals.contains(0.5)
