import numpy as np
import statsmodels.api as sm
data = sm.datasets.longley.load()
data.exog = sm.add_constant(data.exog)
results = sm.OLS(data.endog, data.exog).fit()
r = np.zeros_like(results.params)
r[5:] = [1,-1]
print(r)

T_test = results.t_test(r)
print(T_test)
T_test.effect
T_test.sd
T_test.tvalue
T_test.pvalue

from statsmodels.formula.api import ols
dta = sm.datasets.longley.load_pandas().data
formula = 'TOTEMP ~ GNPDEFL + GNP + UNEMP + ARMED + POP + YEAR'
results = ols(formula, dta).fit()
hypotheses = 'GNPDEFL = GNP, UNEMP = 2, YEAR/1829 = 1'
t_test = results.t_test(hypotheses)
print(t_test)
