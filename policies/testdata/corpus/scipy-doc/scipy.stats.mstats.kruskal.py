import numpy as np
from scipy.stats.mstats import kruskal

a = [6.3, 5.4, 5.7, 5.2, 5.0]
b = [6.9, 7.0, 6.1, 7.9]
c = [7.2, 6.9, 6.1, 6.5]

kruskal(a, b, c)
