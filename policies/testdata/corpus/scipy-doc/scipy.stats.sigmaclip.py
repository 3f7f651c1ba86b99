import numpy as np
from scipy.stats import sigmaclip
a = np.concatenate((np.linspace(9.5, 10.5, 31),
                    np.linspace(0, 20, 5)))
fact = 1.5
c, low, upp = sigmaclip(a, fact, fact)
c
c.var(), c.std()
low, c.mean() - fact*c.std(), c.min()
upp, c.mean() + fact*c.std(), c.max()

a = np.concatenate((np.linspace(9.5, 10.5, 11),
                    np.linspace(-100, -50, 3)))
c, low, upp = sigmaclip(a, 1.8, 1.8)
(c == np.linspace(9.5, 10.5, 11)).all()
