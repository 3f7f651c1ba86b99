import numpy as np
from scipy.stats.mstats import trima
import numpy as np

a = np.arange(10)

trima(a, limits=(2, 8), inclusive=(True, False))
