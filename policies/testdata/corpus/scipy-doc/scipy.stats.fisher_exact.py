import numpy as np
from scipy.stats import hypergeom
table = np.array([[6, 2], [1, 4]])
M = table.sum()
n = table[0].sum()
N = table[:, 0].sum()
start, end = hypergeom.support(M, n, N)
hypergeom.pmf(np.arange(start, end+1), M, n, N)

from scipy.stats import fisher_exact
res = fisher_exact(table, alternative='two-sided')
res.pvalue

res = fisher_exact(table, alternative='greater')
res.pvalue

hypergeom.sf(5, M, n, N)

res = fisher_exact(table, alternative='less')
res.pvalue

hypergeom.cdf(6, M, n, N)

from scipy.stats import fisher_exact
res = fisher_exact([[8, 2], [1, 5]])
res.pvalue
