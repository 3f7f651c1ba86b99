help(integrate)

import scipy.integrate as integrate
import scipy.special as special
result = integrate.quad(lambda x: special.jv(2.5,x), 0, 4.5)
result

from numpy import sqrt, sin, cos, pi
I = sqrt(2/pi)*(18.0/27*sqrt(2)*cos(4.5) - 4.0/27*sqrt(2)*sin(4.5) +
                sqrt(2*pi) * special.fresnel(3/sqrt(pi))[0])
I

print(abs(result[0]-I))

from scipy.integrate import quad
def integrand(x, a, b):
    return a*x**2 + b

a = 2
b = 1
I = quad(integrand, 0, 1, args=(a,b))
I

from scipy.integrate import quad
import numpy as np
def integrand(t, n, x):
    return np.exp(-x*t) / t**n


def expint(n, x):
    return quad(integrand, 1, np.inf, args=(n, x))[0]


vec_expint = np.vectorize(expint)

vec_expint(3, np.arange(1.0, 4.0, 0.5))
import scipy.special as special
special.expn(3, np.arange(1.0,4.0,0.5))

result = quad(lambda x: expint(3, x), 0, np.inf)
print(result)

I3 = 1.0/3.0
print(I3)

print(I3 - result[0])

from scipy.integrate import quad, dblquad
def I(n):
    return dblquad(lambda t, x: np.exp(-x*t)/t**n, 0, np.inf, lambda x: 1, lambda x: np.inf)


print(I(4))
print(I(3))
print(I(2))

from scipy.integrate import dblquad
area = dblquad(lambda x, y: x*y, 0, 0.5, lambda x: 0, lambda x: 1-2*x)
area

from scipy import integrate
N = 5
def f(t, x):
   return np.exp(-x*t) / t**N

integrate.nquad(f, [[1, np.inf],[0, np.inf]])

from scipy import integrate
def f(x, y):
    return x*y

def bounds_y():
    return [0, 0.5]

def bounds_x(y):
    return [0, 1-2*y]

integrate.nquad(f, [bounds_x, bounds_y])

import numpy as np
def f1(x):
   return x**2

def f2(x):
   return x**3

x = np.array([1,3,4])
y1 = f1(x)
from scipy import integrate
I1 = integrate.simpson(y1, x)
print(I1)

y2 = f2(x)
I2 = integrate.simpson(y2, x)
print(I2)

integrate.nquad(func, [[0, 10], [-10, 0], [-1, 1]])

from scipy.integrate import solve_ivp
from scipy.special import gamma, airy
y1_0 = +1 / 3**(2/3) / gamma(2/3)
y0_0 = -1 / 3**(1/3) / gamma(1/3)
y0 = [y0_0, y1_0]
def func(t, y):
    return [t*y[1],y[0]]

t_span = [0, 4]
sol1 = solve_ivp(func, t_span, y0)
print("sol1.t: {}".format(sol1.t))

print("sol1.y[1]: {}".format(sol1.y[1]))
print("airy(sol.t)[0]:  {}".format(airy(sol1.t)[0]))

rtol, atol = (1e-8, 1e-8)
sol2 = solve_ivp(func, t_span, y0, rtol=rtol, atol=atol)
print("sol2.y[1][::6]: {}".format(sol2.y[1][0::6]))
print("airy(sol2.t)[0][::6]: {}".format(airy(sol2.t)[0][::6]))

import numpy as np
t = np.linspace(0, 4, 100)
sol3 = solve_ivp(func, t_span, y0, t_eval=t)

def gradient(t, y):
    return [[0,t], [1,0]]
sol4 = solve_ivp(func, t_span, y0, method='Radau', jac=gradient)
