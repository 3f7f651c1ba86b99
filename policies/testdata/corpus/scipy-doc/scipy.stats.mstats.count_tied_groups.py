import numpy as np
from scipy.stats import mstats
import numpy as np
z = [0, 0, 0, 2, 2, 2, 3, 3, 4, 5, 6]
mstats.count_tied_groups(z)

z = np.ma.array([0, 0, 1, 2, 2, 2, 3, 3, 4, 5, 6])
mstats.count_tied_groups(z)
z[[1,-1]] = np.ma.masked
mstats.count_tied_groups(z, use_missing=True)
