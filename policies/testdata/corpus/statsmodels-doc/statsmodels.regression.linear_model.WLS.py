import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
Y = [1,3,4,5,2,3,4]
X = range(1,8)
X = sm.add_constant(X)
wls_model = sm.WLS(Y,X, weights=list(range(1,8)))
results = wls_model.fit()
results.params
results.tvalues
print(results.t_test([1, 0]))
print(results.f_test([0, 1]))
