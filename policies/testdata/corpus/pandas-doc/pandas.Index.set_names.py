import numpy as np
import pandas as pd
idx = pd.Index([1, 2, 3, 4])
idx
idx.set_names('quarter')

idx = pd.MultiIndex.from_product([['python', 'cobra'],
                                  [2018, 2019]])
idx
idx.set_names(['kind', 'year'], inplace=True)
idx
idx.set_names('species', level=0)

idx.set_names({'kind': 'snake'})
