import numpy as np
from scipy.stats.contingency import expected_freq
observed = np.array([[10, 10, 20],[20, 20, 20]])
expected_freq(observed)
