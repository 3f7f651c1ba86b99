import numpy as np
from scipy import integrate
import numpy as np
f = lambda x: x**8
integrate.fixed_quad(f, 0.0, 1.0, n=4)
integrate.fixed_quad(f, 0.0, 1.0, n=5)
print(1/9.0)  # analytical result

integrate.fixed_quad(np.cos, 0.0, np.pi/2, n=4)
integrate.fixed_quad(np.cos, 0.0, np.pi/2, n=5)
np.sin(np.pi/2)-np.sin(0)  # analytical result
