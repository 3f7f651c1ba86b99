import numpy as np
import pandas as pd
dtype = pd.CategoricalDtype(['a', 'b'], ordered=True)
pd.Categorical.from_codes(codes=[0, 1, 0, 1], dtype=dtype)
