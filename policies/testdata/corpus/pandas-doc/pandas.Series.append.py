import numpy as np
import pandas as pd
s1 = pd.Series([1, 2, 3])
s2 = pd.Series([4, 5, 6])
s3 = pd.Series([4, 5, 6], index=[3, 4, 5])
s1.append(s2)

s1.append(s3)

s1.append(s2, ignore_index=True)

s1.append(s2, verify_integrity=True)
