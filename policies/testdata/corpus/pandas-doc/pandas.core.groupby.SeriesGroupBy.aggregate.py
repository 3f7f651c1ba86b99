import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4])

s

s.groupby([1, 1, 2, 2]).min()

s.groupby([1, 1, 2, 2]).agg('min')

s.groupby([1, 1, 2, 2]).agg(['min', 'max'])

s.groupby([1, 1, 2, 2]).agg(
    minimum='min',
    maximum='max',
)

s.groupby([1, 1, 2, 2]).agg(lambda x: x.astype(float).min())
