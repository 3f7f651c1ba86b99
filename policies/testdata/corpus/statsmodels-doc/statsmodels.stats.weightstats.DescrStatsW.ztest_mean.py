import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
x1 = [0, 1]
w1 = [5, 15]
d1 = sm.stats.DescrStatsW(x1, w1)
d1.ztest_mean(0.5)

sm.stats.DescrStatsW(x1, np.array(w1)*21./20).ztest_mean(0.5)
