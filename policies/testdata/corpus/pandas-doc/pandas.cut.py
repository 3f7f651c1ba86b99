import numpy as np
import pandas as pd
pd.cut(np.array([1, 7, 5, 4, 6, 3]), 3)


pd.cut(np.array([1, 7, 5, 4, 6, 3]), 3, retbins=True)


pd.cut(np.array([1, 7, 5, 4, 6, 3]),
       3, labels=["bad", "medium", "good"])

pd.cut(np.array([1, 7, 5, 4, 6, 3]), 3,
       labels=["B", "A", "B"], ordered=False)

pd.cut([0, 1, 1, 2], bins=4, labels=False)

s = pd.Series(np.array([2, 4, 6, 8, 10]),
              index=['a', 'b', 'c', 'd', 'e'])
pd.cut(s, 3)


s = pd.Series(np.array([2, 4, 6, 8, 10]),
              index=['a', 'b', 'c', 'd', 'e'])
pd.cut(s, [0, 2, 4, 6, 8, 10], labels=False, retbins=True, right=False)


pd.cut(s, [0, 2, 4, 6, 10, 10], labels=False, retbins=True,
       right=False, duplicates='drop')


bins = pd.IntervalIndex.from_tuples([(0, 1), (2, 3), (4, 5)])
pd.cut([0, 0.5, 1.5, 2.5, 4.5], bins)
