import numpy as np
from scipy import integrate
import numpy as np
f = lambda x: x**8
integrate.quadrature(f, 0.0, 1.0)
print(1/9.0)  # analytical result

integrate.quadrature(np.cos, 0.0, np.pi/2)
np.sin(np.pi/2)-np.sin(0)  # analytical result
