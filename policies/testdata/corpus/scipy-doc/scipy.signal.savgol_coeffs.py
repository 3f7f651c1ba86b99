import numpy as np
from scipy.signal import savgol_coeffs
savgol_coeffs(5, 2)
savgol_coeffs(5, 2, deriv=1)

savgol_coeffs(5, 2, pos=3)
savgol_coeffs(5, 2, pos=3, use='dot')
savgol_coeffs(4, 2, pos=3, deriv=1, use='dot')

x = np.array([1, 0, 1, 4, 9])
c = savgol_coeffs(5, 2, pos=4, deriv=1, use='dot')
c.dot(x)
