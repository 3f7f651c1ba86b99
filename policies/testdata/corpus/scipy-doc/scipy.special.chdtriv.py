import numpy as np
import scipy.special as sc

p, x = 0.5, 1
sc.chdtr(sc.chdtriv(p, x), x)
v = 1
sc.chdtriv(sc.chdtr(v, x), v)
