import numpy as np
import pandas as pd
from pandas import testing as tm
a = pd.Series([1, 2, 3, 4])
b = pd.Series([1, 2, 3, 4])
tm.assert_series_equal(a, b)
