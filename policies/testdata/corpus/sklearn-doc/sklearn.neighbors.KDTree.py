import numpy as np
from sklearn.neighbors import KDTree
rng = np.random.RandomState(0)
X = rng.random_sample((10, 3))  # 10 points in 3 dimensions
tree = KDTree(X, leaf_size=2)              
dist, ind = tree.query(X[:1], k=3)                
print(ind)  # indices of 3 closest neighbors
print(dist)  # distances to 3 closest neighbors

import numpy as np
import pickle
rng = np.random.RandomState(0)
X = rng.random_sample((10, 3))  # 10 points in 3 dimensions
tree = KDTree(X, leaf_size=2)        
s = pickle.dumps(tree)                     
tree_copy = pickle.loads(s)                
dist, ind = tree_copy.query(X[:1], k=3)     
print(ind)  # indices of 3 closest neighbors
print(dist)  # distances to 3 closest neighbors

import numpy as np
rng = np.random.RandomState(0)
X = rng.random_sample((10, 3))  # 10 points in 3 dimensions
tree = KDTree(X, leaf_size=2)     
print(tree.query_radius(X[:1], r=0.3, count_only=True))
ind = tree.query_radius(X[:1], r=0.3)  
print(ind)  # indices of neighbors within distance 0.3

import numpy as np
rng = np.random.RandomState(42)
X = rng.random_sample((100, 3))
tree = KDTree(X)                
tree.kernel_density(X[:3], h=0.1, kernel='gaussian')

import numpy as np
rng = np.random.RandomState(0)
X = rng.random_sample((30, 3))
r = np.linspace(0, 1, 5)
tree = KDTree(X)                
tree.two_point_correlation(X, r)
