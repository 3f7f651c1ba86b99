import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4], name='foo',
              index=pd.Index(['a', 'b', 'c', 'd'], name='idx'))

s.reset_index()

s.reset_index(name='values')

s.reset_index(drop=True)

s.reset_index(inplace=True, drop=True)
s

arrays = [np.array(['bar', 'bar', 'baz', 'baz']),
          np.array(['one', 'two', 'one', 'two'])]
s2 = pd.Series(
    range(4), name='foo',
    index=pd.MultiIndex.from_arrays(arrays,
                                    names=['a', 'b']))

s2.reset_index(level='a')

s2.reset_index()
