import numpy as np
import pandas as pd
pd.arrays.IntervalArray([pd.Interval(0, 1), pd.Interval(1, 5)])
