import numpy as np
from scipy.special import euler
euler(6)

euler(13).astype(np.int64)

euler(22)[-1]  # Exact value of E(22) is -69348874393137901.
