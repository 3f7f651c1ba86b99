import numpy as np
import pandas as pd
pd.IntervalIndex.from_tuples([(0, 1), (1, 2)])
