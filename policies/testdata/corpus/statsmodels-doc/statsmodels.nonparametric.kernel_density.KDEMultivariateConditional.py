import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
nobs = 300
c1 = np.random.normal(size=(nobs,1))
c2 = np.random.normal(2,1,size=(nobs,1))

dens_c = sm.nonparametric.KDEMultivariateConditional(endog=[c1],
    exog=[c2], dep_type='c', indep_type='c', bw='normal_reference')
dens_c.bw   # show computed bandwidth
