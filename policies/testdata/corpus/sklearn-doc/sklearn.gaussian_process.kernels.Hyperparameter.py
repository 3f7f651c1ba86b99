from sklearn.gaussian_process.kernels import ConstantKernel
from sklearn.datasets import make_friedman2
from sklearn.gaussian_process import GaussianProcessRegressor
from sklearn.gaussian_process.kernels import Hyperparameter
X, y = make_friedman2(n_samples=50, noise=0, random_state=0)
kernel = ConstantKernel(constant_value=1.0,
   constant_value_bounds=(0.0, 10.0))

for hyperparameter in kernel.hyperparameters:
   print(hyperparameter)

params = kernel.get_params()
for key in sorted(params): print(f"{key} : {params[key]}")
