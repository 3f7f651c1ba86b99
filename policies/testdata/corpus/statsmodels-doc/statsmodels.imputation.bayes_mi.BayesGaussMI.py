import numpy as np
import statsmodels.api as sm
import numpy as np
x = np.random.standard_normal((1000, 2))
x.flat[np.random.sample(2000) < 0.1] = np.nan

import statsmodels.api as sm
def model_args_fn(x):
    # Return endog, exog from x
   return x[:, 0], x[:, 1:]
imp = sm.BayesGaussMI(x)
mi = sm.MI(imp, sm.OLS, model_args_fn)
