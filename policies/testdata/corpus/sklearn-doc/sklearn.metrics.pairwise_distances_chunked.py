import numpy as np
from sklearn.metrics import pairwise_distances_chunked
X = np.random.RandomState(0).rand(5, 3)
D_chunk = next(pairwise_distances_chunked(X))
D_chunk

r = .2
def reduce_func(D_chunk, start):
    neigh = [np.flatnonzero(d < r) for d in D_chunk]
    avg_dist = (D_chunk * (D_chunk < r)).mean(axis=1)
    return neigh, avg_dist
gen = pairwise_distances_chunked(X, reduce_func=reduce_func)
neigh, avg_dist = next(gen)
neigh
avg_dist

r = [.2, .4, .4, .3, .1]
def reduce_func(D_chunk, start):
    neigh = [np.flatnonzero(d < r[i])
             for i, d in enumerate(D_chunk, start)]
    return neigh
neigh = next(pairwise_distances_chunked(X, reduce_func=reduce_func))
neigh

gen = pairwise_distances_chunked(X, reduce_func=reduce_func,
                                 working_memory=0)
next(gen)
next(gen)
