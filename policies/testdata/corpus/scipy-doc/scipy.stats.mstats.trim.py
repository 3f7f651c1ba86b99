import numpy as np
from scipy.stats.mstats import trim
z = [ 1, 2, 3, 4, 5, 6, 7, 8, 9,10]
print(trim(z,(3,8)))
print(trim(z,(0.1,0.2),relative=True))
