from sklearn.svm import LinearSVC
from sklearn.exceptions import NotFittedError
try:
    LinearSVC().predict([[1, 2], [2, 3], [3, 4]])
except NotFittedError as e:
    print(repr(e))
