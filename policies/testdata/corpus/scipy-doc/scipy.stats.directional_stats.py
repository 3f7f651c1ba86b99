import numpy as np
from scipy.stats import directional_stats
data = np.array([[3, 4],    # first observation, 2D vector space
                 [6, -8]])  # second observation
dirstats = directional_stats(data)
dirstats.mean_direction

data.mean(axis=0)

data = np.array([[0.8660254, 0.5, 0.],
                 [0.8660254, -0.5, 0.]])
dirstats = directional_stats(data)
dirstats.mean_direction

data.mean(axis=0)

1 - dirstats.mean_resultant_length
