import numpy as np
from scipy.cluster import hierarchy
rng = np.random.default_rng()
x = rng.random((5, 2))
Z = hierarchy.linkage(x)
hierarchy.to_tree(Z)
rootnode, nodelist = hierarchy.to_tree(Z, rd=True)
rootnode
len(nodelist)
