import numpy as np
from scipy.stats import random_table

row = [1, 5]
col = [2, 3, 1]
random_table.mean(row, col)

dist = random_table(row, col)
dist.rvs(random_state=123)
