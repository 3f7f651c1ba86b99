import numpy as np
import statsmodels.api as sm
from statsmodels.stats.oneway import effectsize_oneway
from statsmodels.stats.power import FTestAnovaPower

nobs = np.array([10, 12, 13, 15])
delta = 0.5
means_alt = np.array([-1, 0, 0, 1]) * delta
vars_ = np.arange(1, len(means_alt) + 1)

f2_alt = effectsize_oneway(means_alt, vars_, nobs, use_var="equal")
f2_alt

kwds = {'effect_size': np.sqrt(f2_alt), 'nobs': 100, 'alpha': 0.05,
        'k_groups': 4}
power = FTestAnovaPower().power(**kwds)
power

f2_alt = effectsize_oneway(means_alt, vars_, nobs, use_var="unequal")
f2_alt

kwds['effect_size'] = np.sqrt(f2_alt)
power = FTestAnovaPower().power(**kwds)
power

f2_alt = effectsize_oneway(means_alt, vars_, nobs, use_var="bf")
f2_alt

kwds['effect_size'] = np.sqrt(f2_alt)
power = FTestAnovaPower().power(**kwds)
power
