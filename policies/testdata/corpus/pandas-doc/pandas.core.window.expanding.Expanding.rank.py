import numpy as np
import pandas as pd
s = pd.Series([1, 4, 2, 3, 5, 3])
s.expanding().rank()

s.expanding().rank(method="max")

s.expanding().rank(method="min")
