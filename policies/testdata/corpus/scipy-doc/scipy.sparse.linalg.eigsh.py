import numpy as np
from scipy.sparse.linalg import eigsh
identity = np.eye(13)
eigenvalues, eigenvectors = eigsh(identity, k=6)
eigenvalues
eigenvectors.shape
