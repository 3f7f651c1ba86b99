import numpy as np
import statsmodels.api as sm
ci_nc = confint_noncentrality(f_stat, df1, df2, alpha=0.1)
ci_es = smo._fstat2effectsize(ci_nc / df1, df1, df2)
