import numpy as np
import statsmodels.api as sm
import numpy as np
np.random.seed(0)
x1_2d = 1.0 + np.random.randn(20, 3)
w1 = np.random.randint(1, 4, 20)
d1 = DescrStatsW(x1_2d, weights=w1)
d1.mean
d1.var
d1.std_mean

tstat, pval, df = d1.ttest_mean(0)
tstat; pval; df

tstat, pval, df = d1.ttest_mean([0, 1, 1])
tstat; pval; df

x1r = d1.asrepeats()
x1r.shape

stats.ttest_1samp(x1r, [0, 1, 1])
