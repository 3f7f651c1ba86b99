import numpy as np
import pandas as pd
pd.arrays.IntervalArray.from_arrays([0, 1, 2], [1, 2, 3])
