import numpy as np
from scipy.sparse import diags
diagonals = [[1, 2, 3, 4], [1, 2, 3], [1, 2]]
diags(diagonals, [0, -1, 2]).toarray()

diags([1, -2, 1], [-1, 0, 1], shape=(4, 4)).toarray()

diags([1, 2, 3], 1).toarray()
