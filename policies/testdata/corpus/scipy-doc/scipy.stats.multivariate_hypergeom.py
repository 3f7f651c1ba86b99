import numpy as np
from scipy.stats import multivariate_hypergeom
multivariate_hypergeom.pmf(x=[8, 4], m=[10, 20], n=12)

from scipy.stats import hypergeom
multivariate_hypergeom.pmf(x=[3, 1], m=[10, 5], n=4)
hypergeom.pmf(k=3, M=15, n=4, N=10)

multivariate_hypergeom.pmf(x=[[8, 4], [3, 1]], m=[[10, 20], [10, 5]],
                           n=[12, 4])

multivariate_hypergeom.cov(m=[[7, 9], [10, 15]], n=[8, 12])

rv = multivariate_hypergeom(m=[10, 20], n=12)
rv.pmf(x=[8, 4])
