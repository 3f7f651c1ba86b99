import numpy as np
from scipy.cluster.hierarchy import DisjointSet

disjoint_set = DisjointSet([1, 2, 3, 'a', 'b'])

disjoint_set.merge(1, 2)
disjoint_set.merge(3, 'a')
disjoint_set.merge('a', 'b')
disjoint_set.merge('b', 'b')

disjoint_set[2]
disjoint_set['b']

disjoint_set.connected(1, 2)
disjoint_set.connected(1, 'b')

list(disjoint_set)

disjoint_set.subset('a')

disjoint_set.subsets()
