import numpy as np
from scipy.stats import ansari
rng = np.random.default_rng()

x1 = rng.normal(loc=0, scale=2, size=35)
x2 = rng.normal(loc=0, scale=2, size=25)
x3 = rng.normal(loc=0, scale=1.25, size=25)

ansari(x1, x2)

ansari(x1, x3)

ansari(x1, x3, alternative='greater')

ansari(x1, x3, alternative='less')
