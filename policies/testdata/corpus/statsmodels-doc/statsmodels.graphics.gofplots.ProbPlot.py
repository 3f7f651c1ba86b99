import numpy as np
import statsmodels.api as sm
# example 1
import statsmodels.api as sm
from matplotlib import pyplot as plt
data = sm.datasets.longley.load()
data.exog = sm.add_constant(data.exog)
model = sm.OLS(data.endog, data.exog)
mod_fit = model.fit()
res = mod_fit.resid # residuals
pplot = sm.ProbPlot(res)
fig = pplot.qqplot()
h = plt.title("Ex. 1 - qqplot - residuals of OLS fit")
plt.show()

# example 2
import scipy.stats as stats
pplot = sm.ProbPlot(res, stats.t, distargs=(4,))
fig = pplot.qqplot()
h = plt.title("Ex. 2 - qqplot - residuals against quantiles of t-dist")
plt.show()

# example 3
pplot = sm.ProbPlot(res, stats.t, distargs=(4,), loc=3, scale=10)
fig = pplot.qqplot()
h = plt.title("Ex. 3 - qqplot - resids vs quantiles of t-dist")
plt.show()

# example 4
pplot = sm.ProbPlot(res, stats.t, fit=True)
fig = pplot.qqplot(line="45")
h = plt.title("Ex. 4 - qqplot - resids vs. quantiles of fitted t-dist")
plt.show()

# example 5
import numpy as np
x = np.random.normal(loc=8.25, scale=2.75, size=37)
y = np.random.normal(loc=8.75, scale=3.25, size=37)
pp_x = sm.ProbPlot(x, fit=True)
pp_y = sm.ProbPlot(y, fit=True)
fig = pp_x.qqplot(line="45", other=pp_y)
h = plt.title("Ex. 5 - qqplot - compare two sample sets")
plt.show()

# example 6
x = np.random.normal(loc=8.25, scale=2.75, size=37)
y = np.random.normal(loc=8.75, scale=3.25, size=57)
pp_x = sm.ProbPlot(x, fit=True)
pp_y = sm.ProbPlot(y, fit=True)
fig = pp_x.qqplot(line="45", other=pp_y)
title = "Ex. 6 - qqplot - compare different sample sizes"
h = plt.title(title)
plt.show()

# example 7
x = np.random.normal(loc=8.25, scale=2.75, size=37)
y = np.random.normal(loc=8.75, scale=3.25, size=57)
pp_x = sm.ProbPlot(x, fit=True)
pp_y = sm.ProbPlot(y, fit=True)
pp_y.ppplot(line="45", other=pp_x)
plt.title("Ex. 7A- ppplot - compare two sample sets, other=pp_x")
pp_x.ppplot(line="45", other=pp_y)
plt.title("Ex. 7B- ppplot - compare two sample sets, other=pp_y")
plt.show()
