import numpy as np
from scipy import stats
import numpy as np
d = [1, 2, 3]
A = np.diag(d)  # a diagonal covariance matrix
x = [4, -2, 5]  # a point of interest
dist = stats.multivariate_normal(mean=[0, 0, 0], cov=A)
dist.pdf(x)

cov = stats.Covariance.from_diagonal(d)
dist = stats.multivariate_normal(mean=[0, 0, 0], cov=cov)
dist.pdf(x)
