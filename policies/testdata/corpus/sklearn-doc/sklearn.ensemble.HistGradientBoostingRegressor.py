from sklearn.ensemble import HistGradientBoostingRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
est = HistGradientBoostingRegressor().fit(X, y)
est.score(X, y)
