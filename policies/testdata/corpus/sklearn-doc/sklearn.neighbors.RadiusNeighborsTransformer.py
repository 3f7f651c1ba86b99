import numpy as np
from sklearn.datasets import load_wine
from sklearn.cluster import DBSCAN
from sklearn.neighbors import RadiusNeighborsTransformer
from sklearn.pipeline import make_pipeline
X, _ = load_wine(return_X_y=True)
estimator = make_pipeline(
    RadiusNeighborsTransformer(radius=42.0, mode='distance'),
    DBSCAN(eps=25.0, metric='precomputed'))
X_clustered = estimator.fit_predict(X)
clusters, counts = np.unique(X_clustered, return_counts=True)
print(counts)

import numpy as np
samples = [[0., 0., 0.], [0., .5, 0.], [1., 1., .5]]
from sklearn.neighbors import NearestNeighbors
neigh = NearestNeighbors(radius=1.6)
neigh.fit(samples)
rng = neigh.radius_neighbors([[1., 1., 1.]])
print(np.asarray(rng[0][0]))
print(np.asarray(rng[1][0]))

X = [[0], [3], [1]]
from sklearn.neighbors import NearestNeighbors
neigh = NearestNeighbors(radius=1.5)
neigh.fit(X)
A = neigh.radius_neighbors_graph(X)
A.toarray()
