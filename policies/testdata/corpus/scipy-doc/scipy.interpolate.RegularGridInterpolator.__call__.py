import numpy as np
x, y = np.array([0, 1, 2]), np.array([1, 3, 7])
def f(x, y):
    return x**2 + y**2
data = f(*np.meshgrid(x, y, indexing='ij', sparse=True))
from scipy.interpolate import RegularGridInterpolator
interp = RegularGridInterpolator((x, y), data, method='nearest')

interp([[1.5, 1.3], [0.3, 4.5]])

interp([[1.5, 1.3], [0.3, 4.5]], method='linear')
