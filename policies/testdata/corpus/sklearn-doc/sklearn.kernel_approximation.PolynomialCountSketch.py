from sklearn.kernel_approximation import PolynomialCountSketch
from sklearn.linear_model import SGDClassifier
X = [[0, 0], [1, 1], [1, 0], [0, 1]]
y = [0, 0, 1, 1]
ps = PolynomialCountSketch(degree=3, random_state=1)
X_features = ps.fit_transform(X)
clf = SGDClassifier(max_iter=10, tol=1e-3)
clf.fit(X_features, y)
clf.score(X_features, y)
