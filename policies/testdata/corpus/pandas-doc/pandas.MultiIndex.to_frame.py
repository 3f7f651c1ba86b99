import numpy as np
import pandas as pd
mi = pd.MultiIndex.from_arrays([['a', 'b'], ['c', 'd']])
mi

df = mi.to_frame()
df

df = mi.to_frame(index=False)
df

df = mi.to_frame(name=['x', 'y'])
df
