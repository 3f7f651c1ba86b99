import numpy as np
import scipy.stats as stats
res = stats.boschloo_exact([[74, 31], [43, 32]], alternative="greater")
res.statistic
res.pvalue
