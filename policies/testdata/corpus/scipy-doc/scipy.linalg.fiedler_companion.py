import numpy as np
from scipy.linalg import fiedler_companion, eigvals
p = np.poly(np.arange(1, 9, 2))  # [1., -16., 86., -176., 105.]
fc = fiedler_companion(p)
fc
eigvals(fc)
