import numpy as np
import pandas as pd
pd.arrays.IntervalArray.from_tuples([(0, 1), (1, 2)])
