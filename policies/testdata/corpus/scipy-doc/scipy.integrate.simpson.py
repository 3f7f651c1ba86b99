import numpy as np
from scipy import integrate
import numpy as np
x = np.arange(0, 10)
y = np.arange(0, 10)

integrate.simpson(y, x)

y = np.power(x, 3)
integrate.simpson(y, x)
integrate.quad(lambda x: x**3, 0, 9)[0]

integrate.simpson(y, x, even='first')
