import numpy as np
from scipy import stats
rng = np.random.default_rng()

f = lambda x: np.exp(-x**2 / 2)
v_bound = np.sqrt(f(np.sqrt(2))) * np.sqrt(2)
umax, vmin, vmax = np.sqrt(f(0)), -v_bound, v_bound
rvs = stats.rvs_ratio_uniforms(f, umax, vmin, vmax, size=2500,
                               random_state=rng)

stats.kstest(rvs, 'norm')[1]

rvs = stats.rvs_ratio_uniforms(lambda x: np.exp(-x), umax=1,
                               vmin=0, vmax=2*np.exp(-1), size=1000,
                               random_state=rng)
stats.kstest(rvs, 'expon')[1]
