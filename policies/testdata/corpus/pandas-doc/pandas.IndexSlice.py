import numpy as np
import pandas as pd
midx = pd.MultiIndex.from_product([['A0','A1'], ['B0','B1','B2','B3']])
columns = ['foo', 'bar']
dfmi = pd.DataFrame(np.arange(16).reshape((len(midx), len(columns))),
                    index=midx, columns=columns)

dfmi.loc[(slice(None), slice('B0', 'B1')), :]

idx = pd.IndexSlice
dfmi.loc[idx[:, 'B0':'B1'], :]
