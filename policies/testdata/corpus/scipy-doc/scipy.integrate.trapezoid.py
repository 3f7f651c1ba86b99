import numpy as np
from scipy import integrate
integrate.trapezoid([1, 2, 3])

integrate.trapezoid([1, 2, 3], x=[4, 6, 8])
integrate.trapezoid([1, 2, 3], dx=2)

integrate.trapezoid([1, 2, 3], x=[8, 6, 4])

x = np.linspace(0, 1, num=50)
y = x**2
integrate.trapezoid(y, x)

theta = np.linspace(0, 2 * np.pi, num=1000, endpoint=True)
integrate.trapezoid(np.cos(theta), x=np.sin(theta))

a = np.arange(6).reshape(2, 3)
a
integrate.trapezoid(a, axis=0)
integrate.trapezoid(a, axis=1)
