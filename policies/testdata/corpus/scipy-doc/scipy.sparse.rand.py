import numpy as np
from scipy.sparse import rand
matrix = rand(3, 4, density=0.25, format="csr", random_state=42)
matrix
matrix.toarray()
