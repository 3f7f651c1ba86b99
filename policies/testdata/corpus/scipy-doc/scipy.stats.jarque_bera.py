import numpy as np
from scipy import stats
rng = np.random.default_rng()
x = rng.normal(0, 1, 100000)
jarque_bera_test = stats.jarque_bera(x)
jarque_bera_test
jarque_bera_test.statistic
jarque_bera_test.pvalue
