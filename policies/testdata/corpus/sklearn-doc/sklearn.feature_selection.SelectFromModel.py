from sklearn.feature_selection import SelectFromModel
from sklearn.linear_model import LogisticRegression
X = [[ 0.87, -1.34,  0.31 ],
     [-2.79, -0.02, -0.85 ],
     [-1.34, -0.48, -2.55 ],
     [ 1.92,  1.48,  0.65 ]]
y = [0, 1, 0, 1]
selector = SelectFromModel(estimator=LogisticRegression()).fit(X, y)
selector.estimator_.coef_
selector.threshold_
selector.get_support()
selector.transform(X)

def half_callable(X):
    return round(len(X[0]) / 2)
half_selector = SelectFromModel(estimator=LogisticRegression(),
                                max_features=half_callable)
_ = half_selector.fit(X, y)
half_selector.max_features_
