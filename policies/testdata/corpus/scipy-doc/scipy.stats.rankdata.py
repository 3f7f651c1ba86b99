import numpy as np
from scipy.stats import rankdata
rankdata([0, 2, 3, 2])
rankdata([0, 2, 3, 2], method='min')
rankdata([0, 2, 3, 2], method='max')
rankdata([0, 2, 3, 2], method='dense')
rankdata([0, 2, 3, 2], method='ordinal')
rankdata([[0, 2], [3, 2]]).reshape(2,2)
rankdata([[0, 2, 2], [3, 2, 5]], axis=1)
rankdata([0, 2, 3, np.nan, -2, np.nan], nan_policy="propagate")
rankdata([0, 2, 3, np.nan, -2, np.nan], nan_policy="omit")
