import numpy as np
from scipy.linalg import det, inv, fiedler
a = [1, 4, 12, 45, 77]
n = len(a)
A = fiedler(a)
A

Ai = inv(A)
Ai[np.abs(Ai) < 1e-12] = 0.  # cleanup the numerical noise for display
Ai
det(A)
(-1)**(n-1) * 2**(n-2) * np.diff(a).prod() * (a[-1] - a[0])
