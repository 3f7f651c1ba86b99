import numpy as np
import statsmodels.api as sm
m = [0, 2, 2.5, 3, 6, 8, 9, 9.5,10 ]
rej, nrej, ssli, res = homogeneous_subsets(m, 2)
set_partition(ssli)
[np.array(m)[list(pp)] for pp in set_partition(ssli)[0]]
