from sklearn.svm import SVC
from sklearn.utils.validation import has_fit_parameter
has_fit_parameter(SVC(), "sample_weight")
