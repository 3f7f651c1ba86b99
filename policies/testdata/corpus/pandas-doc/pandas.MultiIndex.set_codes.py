import numpy as np
import pandas as pd
idx = pd.MultiIndex.from_tuples(
    [(1, "one"), (1, "two"), (2, "one"), (2, "two")], names=["foo", "bar"]
)
idx

idx.set_codes([[1, 0, 1, 0], [0, 0, 1, 1]])
idx.set_codes([1, 0, 1, 0], level=0)
idx.set_codes([0, 0, 1, 1], level='bar')
idx.set_codes([[1, 0, 1, 0], [0, 0, 1, 1]], level=[0, 1])
