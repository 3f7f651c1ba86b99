import numpy as np
import pandas as pd
s = pd.Series(data=np.arange(3), index=['A', 'B', 'C'])
s

s.drop(labels=['B', 'C'])

midx = pd.MultiIndex(levels=[['lama', 'cow', 'falcon'],
                             ['speed', 'weight', 'length']],
                     codes=[[0, 0, 0, 1, 1, 1, 2, 2, 2],
                            [0, 1, 2, 0, 1, 2, 0, 1, 2]])
s = pd.Series([45, 200, 1.2, 30, 250, 1.5, 320, 1, 0.3],
              index=midx)
s

s.drop(labels='weight', level=1)
