import numpy as np
import pandas as pd
idx = pd.Index(['A', 'C', 'A', 'B'], name='score')
idx.rename('grade')

idx = pd.MultiIndex.from_product([['python', 'cobra'],
                                  [2018, 2019]],
                                  names=['kind', 'year'])
idx
idx.rename(['species', 'year'])
idx.rename('species')
