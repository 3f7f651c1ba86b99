import numpy as np
import statsmodels.api as sm
import numpy as np
from statsmodels.multivariate.pca import PCA
x = np.random.randn(100)[:, None]
x = x + np.random.randn(100, 100)
pc = PCA(x)

pc = PCA(x, standardize=False)

pc = PCA(x, ncomp=1, method='nipals')
pc.factors.shape
