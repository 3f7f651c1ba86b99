import numpy as np
from scipy.interpolate import splrep, splder, splantider, splev
import numpy as np
x = np.linspace(0, np.pi/2, 70)
y = 1 / np.sqrt(1 - 0.8*np.sin(x)**2)
spl = splrep(x, y)

splev(1.7, spl), splev(1.7, splder(splantider(spl)))

ispl = splantider(spl)
splev(np.pi/2, ispl) - splev(0, ispl)

from scipy.special import ellipk
ellipk(0.8)
