from leven import levenshtein       
import numpy as np
from sklearn.cluster import dbscan
data = ["ACCTCCTAGAAG", "ACCTACTAGAAGTT", "GAATATTAGGCCGA"]
def lev_metric(x, y):
    i, j = int(x[0]), int(y[0])     # extract indices
    return levenshtein(data[i], data[j])

X = np.arange(len(data)).reshape(-1, 1)
X
# We need to specify algoritum='brute' as the default assumes
# a continuous feature space.
dbscan(X, metric=lev_metric, eps=5, min_samples=2, algorithm='brute')
