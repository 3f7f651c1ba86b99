import numpy as np
import pandas as pd
is_interval_dtype(object)
is_interval_dtype(IntervalDtype())
is_interval_dtype([1, 2, 3])

interval = pd.Interval(1, 2, closed="right")
is_interval_dtype(interval)
is_interval_dtype(pd.IntervalIndex([interval]))
