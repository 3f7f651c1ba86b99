import numpy as np
import pandas as pd
df = pd.DataFrame({"A": [1, 2, 3], "B": [4, 5, 6]})

df.set_axis(['a', 'b', 'c'], axis='index')

df.set_axis(['I', 'II'], axis='columns')

df.set_axis(['i', 'ii'], axis='columns', copy=False)
