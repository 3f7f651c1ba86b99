import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
X = range(1,8)
X = sm.add_constant(X)
Y = [1,3,4,5,8,10,9]
model = sm.GLSAR(Y, X, rho=2)
for i in range(6):
    results = model.fit()
    print("AR coefficients: {0}".format(model.rho))
    rho, sigma = sm.regression.yule_walker(results.resid,
                                           order=model.order)
    model = sm.GLSAR(Y, X, rho)

results.params
results.tvalues
print(results.t_test([1, 0]))
print(results.f_test(np.identity(2)))

model2 = sm.GLSAR(Y, X, rho=2)
res = model2.iterative_fit(maxiter=6)
model2.rho
