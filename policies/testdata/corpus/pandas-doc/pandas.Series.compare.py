import numpy as np
import pandas as pd
s1 = pd.Series(["a", "b", "c", "d", "e"])
s2 = pd.Series(["a", "a", "c", "b", "e"])

s1.compare(s2)

s1.compare(s2, align_axis=0)

s1.compare(s2, keep_shape=True)

s1.compare(s2, keep_shape=True, keep_equal=True)
