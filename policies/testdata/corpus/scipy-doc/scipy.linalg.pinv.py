import numpy as np
from scipy import linalg
rng = np.random.default_rng()
a = rng.standard_normal((9, 6))
B = linalg.pinv(a)
np.allclose(a, a @ B @ a)
np.allclose(B, B @ a @ B)
