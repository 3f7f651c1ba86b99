import numpy as np
import statsmodels.api as sm
random_numbers = np.random.standard_normal(1000)*100
el_analysis = sm.emplike.DescStat(random_numbers)
hyp_test = el_analysis.test_var(9500)
