import numpy as np
from sklearn import linear_model
X = np.array([[-1, -1], [-2, -1], [1, 1], [2, 1]])
clf = linear_model.SGDOneClassSVM(random_state=42)
clf.fit(X)

print(clf.predict([[4, 4]]))
