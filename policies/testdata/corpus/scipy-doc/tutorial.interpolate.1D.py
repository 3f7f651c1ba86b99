import numpy as np
x = np.linspace(0, 10, num=11)
y = np.cos(-x**2 / 9.0)

xnew = np.linspace(0, 10, num=1001)
ynew = np.interp(xnew, x, y)

import matplotlib.pyplot as plt
plt.plot(xnew, ynew, '-', label='linear interp')
plt.plot(x, y, 'o', label='data')
plt.legend(loc='best')
plt.show()

from scipy.interpolate import CubicSpline
spl = CubicSpline([1, 2, 3, 4, 5, 6], [1, 4, 8, 16, 25, 36])
spl(2.5)

from scipy.interpolate import CubicSpline
x = np.linspace(0, 10, num=11)
y = np.cos(-x**2 / 9.)
spl = CubicSpline(x, y)

import matplotlib.pyplot as plt
fig, ax = plt.subplots(4, 1, figsize=(5, 7))
xnew = np.linspace(0, 10, num=1001)
ax[0].plot(xnew, spl(xnew))
ax[0].plot(x, y, 'o', label='data')
ax[1].plot(xnew, spl(xnew, nu=1), '--', label='1st derivative')
ax[2].plot(xnew, spl(xnew, nu=2), '--', label='2nd derivative')
ax[3].plot(xnew, spl(xnew, nu=3), '--', label='3rd derivative')
for j in range(4):
    ax[j].legend(loc='best')
plt.tight_layout()
plt.show()

from scipy.interpolate import CubicSpline, PchipInterpolator, Akima1DInterpolator
x = np.array([1., 2., 3., 4., 4.5, 5., 6., 7., 8])
y = x**2
y[4] += 101

import matplotlib.pyplot as plt
xx = np.linspace(1, 8, 51)
plt.plot(xx, CubicSpline(x, y)(xx), '--', label='spline')
plt.plot(xx, Akima1DInterpolator(x, y)(xx), '-', label='Akima1D')
plt.plot(xx, PchipInterpolator(x, y)(xx), '-', label='pchip')
plt.plot(x, y, 'o')
plt.legend()
plt.show()

x = np.linspace(0, 3/2, 7)
y = np.sin(np.pi*x)

from scipy.interpolate import make_interp_spline
bspl = make_interp_spline(x, y, k=3)

der = bspl.derivative()      # a BSpline representing the derivative
import matplotlib.pyplot as plt
xx = np.linspace(0, 3/2, 51)
plt.plot(xx, bspl(xx), '--', label=r'$\sin(\pi x)$ approx')
plt.plot(x, y, 'o', label='data')
plt.plot(xx, der(xx)/np.pi, '--', label='$d \sin(\pi x)/dx / \pi$ approx')
plt.legend()
plt.show()

bspl.k, der.k

x = [0, 1, 2, 3, 4, 5, 6]
y = [0, 0, 0, 9, 0, 0, 0]
p = np.stack((x, y))
p

u_unif = x

dp = p[:, 1:] - p[:, :-1]      # 2-vector distances between points
l = (dp**2).sum(axis=0)        # squares of lengths of 2-vectors between points
u_cord = np.sqrt(l).cumsum()   # cumulative sums of 2-norms
u_cord = np.r_[0, u_cord]      # the first point is parameterized at zero

u_c = np.r_[0, np.cumsum((dp**2).sum(axis=0)**0.25)]

from scipy.interpolate import make_interp_spline
import matplotlib.pyplot as plt
fig, ax = plt.subplots(1, 3, figsize=(8, 3))
parametrizations = ['uniform', 'cord length', 'centripetal']

for j, u in enumerate([u_unif, u_cord, u_c]):
   spl = make_interp_spline(u, p, axis=1)    # note p is a 2D array

   uu = np.linspace(u[0], u[-1], 51)
   xx, yy = spl(uu)

   ax[j].plot(xx, yy, '--')
   ax[j].plot(p[0, :], p[1, :], 'o')
   ax[j].set_title(parametrizations[j])
plt.show()

from scipy.interpolate import interp1d

x = np.linspace(0, 10, num=11, endpoint=True)
y = np.cos(-x**2/9.0)
f = interp1d(x, y)
f2 = interp1d(x, y, kind='cubic')

xnew = np.linspace(0, 10, num=41, endpoint=True)
import matplotlib.pyplot as plt
plt.plot(x, y, 'o', xnew, f(xnew), '-', xnew, f2(xnew), '--')
plt.legend(['data', 'linear', 'cubic'], loc='best')
plt.show()

from scipy.interpolate import interp1d

x = np.linspace(0, 10, num=11, endpoint=True)
y = np.cos(-x**2/9.0)
f1 = interp1d(x, y, kind='nearest')
f2 = interp1d(x, y, kind='previous')
f3 = interp1d(x, y, kind='next')

xnew = np.linspace(0, 10, num=1001, endpoint=True)
import matplotlib.pyplot as plt
plt.plot(x, y, 'o')
plt.plot(xnew, f1(xnew), '-', xnew, f2(xnew), '--', xnew, f3(xnew), ':')
plt.legend(['data', 'nearest', 'previous', 'next'], loc='best')
plt.show()
