import numpy as np
import pandas as pd
df = pd.DataFrame([
    ['a', 1], ['a', 2], ['a', 3],
    ['b', 1], ['b', 3], ['b', 5]
], columns=['key', 'val'])
df.groupby('key').quantile()
