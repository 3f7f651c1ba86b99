import sklearn
from sklearn.utils.validation import assert_all_finite
with sklearn.config_context(assume_finite=True):
    assert_all_finite([float('nan')])
with sklearn.config_context(assume_finite=True):
    with sklearn.config_context(assume_finite=False):
        assert_all_finite([float('nan')])
