import numpy as np
from scipy.special import jv, jve
v = 1
z = 1000j
jv(v, z), jve(v, z)

v, z = 1, 1000
jv(v, z), jve(v, z)

jve([1, 3, 5], 1j)

jve(1, np.array([1j, 2j, 3j]))

v = np.array([[1], [3]])
z = np.array([1j, 2j, 3j])
v.shape, z.shape

jve(v, z)
