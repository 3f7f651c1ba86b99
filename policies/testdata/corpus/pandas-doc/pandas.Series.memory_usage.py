import numpy as np
import pandas as pd
s = pd.Series(range(3))
s.memory_usage()

s.memory_usage(index=False)

s = pd.Series(["a", "b"])
s.values
s.memory_usage()
s.memory_usage(deep=True)
