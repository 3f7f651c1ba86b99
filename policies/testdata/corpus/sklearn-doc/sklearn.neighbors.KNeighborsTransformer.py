from sklearn.datasets import load_wine
from sklearn.neighbors import KNeighborsTransformer
X, _ = load_wine(return_X_y=True)
X.shape
transformer = KNeighborsTransformer(n_neighbors=5, mode='distance')
X_dist_graph = transformer.fit_transform(X)
X_dist_graph.shape

samples = [[0., 0., 0.], [0., .5, 0.], [1., 1., .5]]
from sklearn.neighbors import NearestNeighbors
neigh = NearestNeighbors(n_neighbors=1)
neigh.fit(samples)
print(neigh.kneighbors([[1., 1., 1.]]))

X = [[0., 1., 0.], [1., 0., 1.]]
neigh.kneighbors(X, return_distance=False)

X = [[0], [3], [1]]
from sklearn.neighbors import NearestNeighbors
neigh = NearestNeighbors(n_neighbors=2)
neigh.fit(X)
A = neigh.kneighbors_graph(X)
A.toarray()
