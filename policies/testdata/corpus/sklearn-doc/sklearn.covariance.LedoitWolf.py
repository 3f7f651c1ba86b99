import numpy as np
from sklearn.covariance import LedoitWolf
real_cov = np.array([[.4, .2],
                     [.2, .8]])
np.random.seed(0)
X = np.random.multivariate_normal(mean=[0, 0],
                                  cov=real_cov,
                                  size=50)
cov = LedoitWolf().fit(X)
cov.covariance_
cov.location_
