import numpy as np
from scipy import integrate
import numpy as np
x2 = lambda x: x**2
integrate.quad(x2, 0, 4)
print(4**3 / 3.)  # analytical result

invexp = lambda x: np.exp(-x)
integrate.quad(invexp, 0, np.inf)

f = lambda x, a: a*x
y, err = integrate.quad(f, 0, 1, args=(1,))
y
y, err = integrate.quad(f, 0, 1, args=(3,))
y

y = lambda x: 1 if x<=0 else 0
integrate.quad(y, -1, 1)
integrate.quad(y, -1, 100)
integrate.quad(y, -1, 10000)
