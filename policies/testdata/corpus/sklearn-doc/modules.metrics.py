import numpy as np
from sklearn.metrics import pairwise_distances
from sklearn.metrics.pairwise import pairwise_kernels
X = np.array([[2, 3], [3, 5], [5, 8]])
Y = np.array([[1, 0], [2, 1]])
pairwise_distances(X, Y, metric='manhattan')
pairwise_distances(X, metric='manhattan')
pairwise_kernels(X, Y, metric='linear')

from sklearn.svm import SVC
from sklearn.metrics.pairwise import chi2_kernel
X = [[0, 1], [1, 0], [.2, .8], [.7, .3]]
y = [0, 1, 0, 1]
K = chi2_kernel(X, gamma=.5)
K
svm = SVC(kernel='precomputed').fit(K, y)
svm.predict(K)

svm = SVC(kernel=chi2_kernel).fit(X, y)
svm.predict(X)
