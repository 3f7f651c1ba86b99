import numpy as np
from scipy.stats.contingency import odds_ratio
res = odds_ratio([[7, 15], [58, 472]])
res.statistic

res.confidence_interval(confidence_level=0.95)
