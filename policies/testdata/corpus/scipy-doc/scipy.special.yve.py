import numpy as np
from scipy.special import yv, yve
v = 1
z = 1000j
yv(v, z), yve(v, z)

v, z = 1, 1000
yv(v, z), yve(v, z)

yve([1, 2, 3], 1j)

yve(1, np.array([1j, 2j, 3j]))

v = np.array([[1], [2]])
z = np.array([3j, 4j, 5j])
v.shape, z.shape

yve(v, z)
