import numpy as np
from scipy import stats
rng = np.random.default_rng()
x2 = rng.standard_normal((2, 45, 6, 7))
x1 = rng.standard_normal((2, 30, 6, 7))
res = stats.mood(x1, x2, axis=1)
res.pvalue.shape

(res.pvalue > 0.1).sum()

x1 = rng.standard_normal((2, 30))
x2 = rng.standard_normal((2, 35)) * 10.0
stats.mood(x1, x2, axis=1)
