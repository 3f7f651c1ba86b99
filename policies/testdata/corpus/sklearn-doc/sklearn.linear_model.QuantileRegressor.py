from sklearn.linear_model import QuantileRegressor
import numpy as np
n_samples, n_features = 10, 2
rng = np.random.RandomState(0)
y = rng.randn(n_samples)
X = rng.randn(n_samples, n_features)
# the two following lines are optional in practice
from sklearn.utils.fixes import sp_version, parse_version
solver = "highs" if sp_version >= parse_version("1.6.0") else "interior-point"
reg = QuantileRegressor(quantile=0.8, solver=solver).fit(X, y)
np.mean(y <= reg.predict(X))
