import numpy as np
import pandas as pd
idx = pd.CategoricalIndex(['a', 'b', 'c'])
idx
idx.map(lambda x: x.upper())
idx.map({'a': 'first', 'b': 'second', 'c': 'third'})

idx = pd.CategoricalIndex(['a', 'b', 'c'], ordered=True)
idx
idx.map({'a': 3, 'b': 2, 'c': 1})

idx.map({'a': 'first', 'b': 'second', 'c': 'first'})

idx.map({'a': 'first', 'b': 'second'})
