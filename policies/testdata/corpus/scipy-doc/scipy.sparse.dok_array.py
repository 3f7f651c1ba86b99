import numpy as np
from scipy.sparse import dok_array
S = dok_array((5, 5), dtype=np.float32)
for i in range(5):
    for j in range(5):
        S[i, j] = i + j    # Update element
