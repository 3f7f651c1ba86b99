import numpy as np
import pandas as pd
idx = pd.MultiIndex.from_tuples(
    [
        (1, "one"),
        (1, "two"),
        (2, "one"),
        (2, "two"),
        (3, "one"),
        (3, "two")
    ],
    names=["foo", "bar"]
)
idx

idx.set_levels([['a', 'b', 'c'], [1, 2]])
idx.set_levels(['a', 'b', 'c'], level=0)
idx.set_levels(['a', 'b'], level='bar')

idx.set_levels([['a', 'b', 'c'], [1, 2, 3, 4]], level=[0, 1])
idx.set_levels([['a', 'b', 'c'], [1, 2, 3, 4]], level=[0, 1]).levels
