import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
two_rvs = np.random.standard_normal((20,2))
el_analysis = sm.emplike.DescStat(two_rvs)
contourp = el_analysis.mv_mean_contour(-2, 2, -2, 2, .1, .1)
contourp.show()
