import sklearn
with sklearn.config_context(assume_finite=True):
    pass  # do learning/prediction here with reduced validation

import sklearn
with sklearn.config_context(working_memory=128):
    pass  # do chunked work here
