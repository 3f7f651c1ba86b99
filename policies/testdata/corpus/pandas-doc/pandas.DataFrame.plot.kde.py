import numpy as np
import pandas as pd
s = pd.Series([1, 2, 2.5, 3, 3.5, 4, 5])
ax = s.plot.kde()

ax = s.plot.kde(bw_method=0.3)

ax = s.plot.kde(bw_method=3)

ax = s.plot.kde(ind=[1, 2, 3, 4, 5])

df = pd.DataFrame({
    'x': [1, 2, 2.5, 3, 3.5, 4, 5],
    'y': [4, 4, 4.5, 5, 5.5, 6, 6],
})
ax = df.plot.kde()

ax = df.plot.kde(bw_method=0.3)

ax = df.plot.kde(bw_method=3)

ax = df.plot.kde(ind=[1, 2, 3, 4, 5, 6])
