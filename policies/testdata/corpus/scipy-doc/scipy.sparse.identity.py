import numpy as np
from scipy.sparse import identity
identity(3).toarray()
identity(3, dtype='int8', format='dia')
