from sklearn import linear_model
clf = linear_model.GammaRegressor()
X = [[1, 2], [2, 3], [3, 4], [4, 3]]
y = [19, 26, 33, 30]
clf.fit(X, y)
clf.score(X, y)
clf.coef_
clf.intercept_
clf.predict([[1, 0], [2, 8]])
