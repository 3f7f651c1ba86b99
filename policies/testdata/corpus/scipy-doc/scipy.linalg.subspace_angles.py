import numpy as np
from scipy.linalg import hadamard, subspace_angles
rng = np.random.default_rng()
H = hadamard(4)
print(H)
np.rad2deg(subspace_angles(H[:, :2], H[:, 2:]))

subspace_angles(H[:, :2], H[:, :2]) <= 2 * np.finfo(float).eps

x = rng.standard_normal((4, 3))
np.rad2deg(subspace_angles(x[:, :2], x[:, [2]]))
