import numpy as np
from scipy import stats
stats.percentileofscore([1, 2, 3, 4], 3)

stats.percentileofscore([1, 2, 3, 3, 4], 3)

stats.percentileofscore([1, 2, 3, 3, 4], 3, kind='strict')

stats.percentileofscore([1, 2, 3, 3, 4], 3, kind='weak')

stats.percentileofscore([1, 2, 3, 3, 4], 3, kind='mean')

stats.percentileofscore([1, 2, 3, 3, 4], [2, 3])

stats.percentileofscore([-np.inf, 0, 1, np.inf], [1, 2, np.inf])

stats.percentileofscore([], [1, 2])
