import numpy as np
import pandas as pd
pd.arrays.IntervalArray.from_breaks([0, 1, 2, 3])
