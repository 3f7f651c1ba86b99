import numpy as np
from scipy.stats import multiscale_graphcorr
x = np.arange(100)
y = x
res = multiscale_graphcorr(x, y)
res.statistic, res.pvalue

x = np.arange(100)
y = np.arange(79)
res = multiscale_graphcorr(x, y)
res.statistic, res.pvalue  

x = np.arange(100)
y = x
res = multiscale_graphcorr(x, y, is_twosamp=True)
res.statistic, res.pvalue  
