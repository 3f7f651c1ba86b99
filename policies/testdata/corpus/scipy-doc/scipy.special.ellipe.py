import numpy as np
from scipy import special

a = 3.5
b = 2.1
e_sq = 1.0 - b**2/a**2  # eccentricity squared

C = 4*a*special.ellipe(e_sq)  # circumference formula
C

4*a*special.ellipe(0.0)  # formula for ellipse with a = b
2*np.pi*a  # formula for circle of radius a
