import numpy as np
import pandas as pd
pd.Interval(0, 1, closed='right').is_empty

pd.Interval(0, 0, closed='right').is_empty
pd.Interval(0, 0, closed='left').is_empty
pd.Interval(0, 0, closed='neither').is_empty

pd.Interval(0, 0, closed='both').is_empty

ivs = [pd.Interval(0, 0, closed='neither'),
       pd.Interval(1, 2, closed='neither')]
pd.arrays.IntervalArray(ivs).is_empty

ivs = [pd.Interval(0, 0, closed='neither'), np.nan]
pd.IntervalIndex(ivs).is_empty
