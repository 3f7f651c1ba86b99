import numpy as np
from scipy import integrate
import numpy as np
x = np.arange(10, 14.25, 0.25)
y = np.arange(3, 12)

integrate.romb(y)

y = np.sin(np.power(x, 2.5))
integrate.romb(y)

integrate.romb(y, show=True)
