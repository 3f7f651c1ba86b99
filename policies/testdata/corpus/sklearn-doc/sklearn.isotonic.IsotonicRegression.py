from sklearn.datasets import make_regression
from sklearn.isotonic import IsotonicRegression
X, y = make_regression(n_samples=10, n_features=1, random_state=41)
iso_reg = IsotonicRegression().fit(X, y)
iso_reg.predict([.1, .2])
