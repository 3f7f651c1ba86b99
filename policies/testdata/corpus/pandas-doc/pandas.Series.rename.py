import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3])
s
s.rename("my_name")  # scalar, changes Series.name
s.rename(lambda x: x ** 2)  # function, changes labels
s.rename({1: 3, 2: 5})  # mapping, changes labels
