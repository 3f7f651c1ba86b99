import numpy as np
from scipy.sparse.linalg import eigs
id = np.eye(13)
vals, vecs = eigs(id, k=6)
vals
vecs.shape
