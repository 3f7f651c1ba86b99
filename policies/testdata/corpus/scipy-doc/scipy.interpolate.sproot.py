import numpy as np
x = [1.96, 1.97, 1.98, 1.99, 2.00, 2.01, 2.02, 2.03, 2.04, 2.05]
y = [-6.365470e-03, -4.790580e-03, -3.204320e-03, -1.607270e-03,
     4.440892e-16,  1.616930e-03,  3.243000e-03,  4.877670e-03,
     6.520430e-03,  8.170770e-03]
from scipy.interpolate import splrep, sproot, PPoly
tck = splrep(x, y, s=0)
sproot(tck)

ppoly = PPoly.from_spline(tck)
ppoly.roots(extrapolate=False)
