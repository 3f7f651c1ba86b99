import numpy as np
import statsmodels.api as sm
count = 5
nobs = 83
value = .05
stat, pval = proportions_ztest(count, nobs, value)
print('{0:0.3f}'.format(pval))

import numpy as np
from statsmodels.stats.proportion import proportions_ztest
count = np.array([5, 12])
nobs = np.array([83, 99])
stat, pval = proportions_ztest(count, nobs)
print('{0:0.3f}'.format(pval))
