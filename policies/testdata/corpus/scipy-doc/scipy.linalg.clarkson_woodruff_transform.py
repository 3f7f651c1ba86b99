import numpy as np
from scipy import linalg
from scipy import sparse
rng = np.random.default_rng()
n_rows, n_columns, density, sketch_n_rows = 15000, 100, 0.01, 200
A = sparse.rand(n_rows, n_columns, density=density, format='csc')
B = sparse.rand(n_rows, n_columns, density=density, format='csr')
C = sparse.rand(n_rows, n_columns, density=density, format='coo')
D = rng.standard_normal((n_rows, n_columns))
SA = linalg.clarkson_woodruff_transform(A, sketch_n_rows) # fastest
SB = linalg.clarkson_woodruff_transform(B, sketch_n_rows) # fast
SC = linalg.clarkson_woodruff_transform(C, sketch_n_rows) # slower
SD = linalg.clarkson_woodruff_transform(D, sketch_n_rows) # slowest

import numpy as np
from scipy import linalg
n_rows, n_columns  = 15000, 100
rng = np.random.default_rng()
A = rng.standard_normal((n_rows, n_columns))

sketch_n_rows = 200
sketch = linalg.clarkson_woodruff_transform(A, sketch_n_rows, seed=rng)
sketch.shape

linalg.norm(A)
linalg.norm(sketch)

b = rng.standard_normal(n_rows)
x = linalg.lstsq(A, b)[0]
Ab = np.hstack((A, b.reshape(-1, 1)))
SAb = linalg.clarkson_woodruff_transform(Ab, sketch_n_rows, seed=rng)
SA, Sb = SAb[:, :-1], SAb[:, -1]
x_sketched = linalg.lstsq(SA, Sb)[0]

linalg.norm(A @ x - b)
linalg.norm(A @ x_sketched - b)
