import numpy as np
from scipy.cluster.hierarchy import ward, dendrogram, leaves_list
from scipy.spatial.distance import pdist
from matplotlib import pyplot as plt

X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]

Z = ward(pdist(X))

leaves_list(Z)

fig = plt.figure(figsize=(25, 10))
dn = dendrogram(Z)
plt.show()
