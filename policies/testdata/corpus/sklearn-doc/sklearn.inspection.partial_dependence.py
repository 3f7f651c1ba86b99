X = [[0, 0, 2], [1, 0, 0]]
y = [0, 1]
from sklearn.ensemble import GradientBoostingClassifier
gb = GradientBoostingClassifier(random_state=0).fit(X, y)
partial_dependence(gb, features=[0], X=X, percentiles=(0, 1),
                   grid_resolution=2) 
