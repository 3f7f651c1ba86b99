from sklearn.utils.estimator_checks import check_estimator
from sklearn.svm import LinearSVC
check_estimator(LinearSVC())  # passes

import numpy as np
from sklearn.base import BaseEstimator, ClassifierMixin
from sklearn.utils.validation import check_X_y, check_array, check_is_fitted
from sklearn.utils.multiclass import unique_labels
from sklearn.metrics import euclidean_distances
class TemplateClassifier(BaseEstimator, ClassifierMixin):

    def __init__(self, demo_param='demo'):
        self.demo_param = demo_param

    def fit(self, X, y):

        # Check that X and y have correct shape
        X, y = check_X_y(X, y)
        # Store the classes seen during fit
        self.classes_ = unique_labels(y)

        self.X_ = X
        self.y_ = y
        # Return the classifier
        return self

    def predict(self, X):

        # Check if fit has been called
        check_is_fitted(self)

        # Input validation
        X = check_array(X)

        closest = np.argmin(euclidean_distances(X, self.X_), axis=1)
        return self.y_[closest]

from sklearn.base import BaseEstimator
from sklearn.linear_model import LogisticRegression
class MyEstimator(BaseEstimator):
    def __init__(self, subestimator=None, my_extra_param="random"):
        self.subestimator = subestimator
        self.my_extra_param = my_extra_param

my_estimator = MyEstimator(subestimator=LogisticRegression())
for param, value in my_estimator.get_params(deep=True).items():
    print(f"{param} -> {value}")

for param, value in my_estimator.get_params(deep=False).items():
    print(f"{param} -> {value}")
