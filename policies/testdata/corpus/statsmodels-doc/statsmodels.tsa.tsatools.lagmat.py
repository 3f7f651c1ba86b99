import numpy as np
import statsmodels.api as sm
from statsmodels.tsa.tsatools import lagmat
import numpy as np
X = np.arange(1,7).reshape(-1,2)
lagmat(X, maxlag=2, trim="forward", original='in')

lagmat(X, maxlag=2, trim="backward", original='in')

lagmat(X, maxlag=2, trim="both", original='in')

lagmat(X, maxlag=2, trim="none", original='in')
