import numpy as np
from scipy.stats import gstd
rng = np.random.default_rng()
sample = rng.lognormal(mean=0, sigma=1, size=1000)
gstd(sample)

a = np.arange(1, 25).reshape(2, 3, 4)
gstd(a, axis=None)
gstd(a, axis=2)
gstd(a, axis=(1,2))

a = np.arange(1, 25).reshape(2, 3, 4)
ma = np.ma.masked_where(a > 16, a)
ma
gstd(ma, axis=2)
