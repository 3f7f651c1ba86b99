import numpy as np
import scipy.special as sc

sc.radian(90, 0, 0)
sc.radian(0, 60 * 90, 0)
sc.radian(0, 0, 60**2 * 90)

sc.radian(1.5, 0, 0)
sc.radian(1, 30, 0)
