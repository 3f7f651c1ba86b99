from sklearn.datasets import make_friedman2
from sklearn.gaussian_process import GaussianProcessRegressor
from sklearn.gaussian_process.kernels import RBF, ConstantKernel
X, y = make_friedman2(n_samples=500, noise=0, random_state=0)
kernel = RBF() + ConstantKernel(constant_value=2)
gpr = GaussianProcessRegressor(kernel=kernel, alpha=5,
        random_state=0).fit(X, y)
gpr.score(X, y)
gpr.predict(X[:1,:], return_std=True)
