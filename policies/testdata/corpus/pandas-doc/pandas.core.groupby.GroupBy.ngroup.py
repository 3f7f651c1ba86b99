import numpy as np
import pandas as pd
df = pd.DataFrame({"A": list("aaabba")})
df
df.groupby('A').ngroup()
df.groupby('A').ngroup(ascending=False)
df.groupby(["A", [1,1,2,3,2,1]]).ngroup()
