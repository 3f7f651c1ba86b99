import numpy as np
import pandas as pd
index = pd.MultiIndex.from_product(
    [['foo', 'bar'], ['baz', 'qux']],
    names=['a', 'b'])
index.to_flat_index()
