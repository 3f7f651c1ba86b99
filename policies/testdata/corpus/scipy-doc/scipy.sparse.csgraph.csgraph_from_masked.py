import numpy as np
from scipy.sparse.csgraph import csgraph_from_masked

graph_masked = np.ma.masked_array(data =[
[0, 1, 2, 0],
[0, 0, 0, 1],
[0, 0, 0, 3],
[0, 0, 0, 0]
],
mask=[[ True, False, False,  True],
      [ True,  True,  True, False],
      [ True,  True,  True, False],
      [ True,  True,  True,  True]],
fill_value = 0)

csgraph_from_masked(graph_masked)
