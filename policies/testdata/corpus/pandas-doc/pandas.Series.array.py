import numpy as np
import pandas as pd
pd.Series([1, 2, 3]).array

ser = pd.Series(pd.Categorical(['a', 'b', 'a']))
ser.array
