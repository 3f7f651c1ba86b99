import numpy as np
import statsmodels.api as sm
random_numbers = np.random.standard_normal(100)
el_analysis = sm.emplike.DescStat(random_numbers)
el_analysis.ci_var()
el_analysis.ci_var(.5, 2)
