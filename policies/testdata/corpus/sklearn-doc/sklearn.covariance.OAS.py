import numpy as np
from sklearn.covariance import OAS
from sklearn.datasets import make_gaussian_quantiles
real_cov = np.array([[.8, .3],
                     [.3, .4]])
rng = np.random.RandomState(0)
X = rng.multivariate_normal(mean=[0, 0],
                            cov=real_cov,
                            size=500)
oas = OAS().fit(X)
oas.covariance_
oas.precision_
oas.shrinkage_
