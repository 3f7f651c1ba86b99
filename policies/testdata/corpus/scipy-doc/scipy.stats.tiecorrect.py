import numpy as np
from scipy.stats import tiecorrect, rankdata
tiecorrect([1, 2.5, 2.5, 4])
ranks = rankdata([1, 3, 2, 4, 5, 7, 2, 8, 4])
ranks
tiecorrect(ranks)
