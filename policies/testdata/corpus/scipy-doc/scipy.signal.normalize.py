import numpy as np
from scipy.signal import normalize

b = [3, -2, 5]
a = [2, 3, 1]
normalize(b, a)

import warnings
with warnings.catch_warnings(record=True) as w:
    num, den = normalize([0, 3, 6], [2, -5, 4])

num
den

print(w[0].message)
