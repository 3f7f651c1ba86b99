import numpy as np
import pandas as pd
codes, uniques = pd.factorize(['b', 'b', 'a', 'c', 'b'])
codes
uniques

codes, uniques = pd.factorize(['b', 'b', 'a', 'c', 'b'], sort=True)
codes
uniques

codes, uniques = pd.factorize(['b', None, 'a', 'c', 'b'])
codes
uniques

cat = pd.Categorical(['a', 'a', 'c'], categories=['a', 'b', 'c'])
codes, uniques = pd.factorize(cat)
codes
uniques

cat = pd.Series(['a', 'a', 'c'])
codes, uniques = pd.factorize(cat)
codes
uniques

values = np.array([1, 2, 1, np.nan])
codes, uniques = pd.factorize(values)  # default: use_na_sentinel=True
codes
uniques

codes, uniques = pd.factorize(values, use_na_sentinel=False)
codes
uniques
