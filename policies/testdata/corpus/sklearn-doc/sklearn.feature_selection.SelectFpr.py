from sklearn.datasets import load_breast_cancer
from sklearn.feature_selection import SelectFpr, chi2
X, y = load_breast_cancer(return_X_y=True)
X.shape
X_new = SelectFpr(chi2, alpha=0.01).fit_transform(X, y)
X_new.shape
