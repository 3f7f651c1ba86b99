import numpy as np
import matplotlib.pyplot as plt
from scipy import optimize

def f(x):
    return (x**3 - 1)  # only one real root at x = 1

root = optimize.newton(f, 1.5)
root
root = optimize.newton(f, 1.5, fprime2=lambda x: 6 * x)
root

root = optimize.newton(f, 1.5, fprime=lambda x: 3 * x**2)
root

root = optimize.newton(f, 1.5, fprime=lambda x: 3 * x**2,
                       fprime2=lambda x: 6 * x)
root

f = lambda x, a: x**3 - a
fder = lambda x, a: 3 * x**2
rng = np.random.default_rng()
x = rng.standard_normal(100)
a = np.arange(-50, 50)
vec_res = optimize.newton(f, x, fprime=fder, args=(a, ), maxiter=200)

loop_res = [optimize.newton(f, x0, fprime=fder, args=(a0,),
                            maxiter=200)
            for x0, a0 in zip(x, a)]
np.allclose(vec_res, loop_res)

analytical_result = np.sign(a) * np.abs(a)**(1/3)
fig, ax = plt.subplots()
ax.plot(a, analytical_result, 'o')
ax.plot(a, vec_res, '.')
ax.set_xlabel('$a$')
ax.set_ylabel('$x$ where $f(x, a)=0$')
plt.show()
