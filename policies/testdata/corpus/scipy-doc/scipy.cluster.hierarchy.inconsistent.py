import numpy as np
from scipy.cluster.hierarchy import inconsistent, linkage
from matplotlib import pyplot as plt
X = [[i] for i in [2, 8, 0, 4, 1, 9, 9, 0]]
Z = linkage(X, 'ward')
print(Z)
inconsistent(Z)
