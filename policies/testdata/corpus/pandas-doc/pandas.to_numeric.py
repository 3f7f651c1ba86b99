import numpy as np
import pandas as pd
s = pd.Series(['1.0', '2', -3])
pd.to_numeric(s)
pd.to_numeric(s, downcast='float')
pd.to_numeric(s, downcast='signed')
s = pd.Series(['apple', '1.0', '2', -3])
pd.to_numeric(s, errors='ignore')
pd.to_numeric(s, errors='coerce')

s = pd.Series([1, 2, 3], dtype="Int64")
pd.to_numeric(s, downcast="integer")
s = pd.Series([1.0, 2.1, 3.0], dtype="Float64")
pd.to_numeric(s, downcast="float")
