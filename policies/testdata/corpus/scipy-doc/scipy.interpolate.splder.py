import numpy as np
from scipy.interpolate import splrep, splder, sproot
import numpy as np
x = np.linspace(0, 10, 70)
y = np.sin(x)
spl = splrep(x, y, k=4)

dspl = splder(spl)
sproot(dspl) / np.pi
