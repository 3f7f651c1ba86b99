import numpy as np
import pandas as pd
from pandas import testing as tm
a = pd.Series([1, 2, 3, 4])
b, c = a.array, a.array
tm.assert_extension_array_equal(b, c)
