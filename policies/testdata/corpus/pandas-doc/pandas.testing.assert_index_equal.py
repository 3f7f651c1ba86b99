import numpy as np
import pandas as pd
from pandas import testing as tm
a = pd.Index([1, 2, 3])
b = pd.Index([1, 2, 3])
tm.assert_index_equal(a, b)
