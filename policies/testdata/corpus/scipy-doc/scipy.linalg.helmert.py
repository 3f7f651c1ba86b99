import numpy as np
from scipy.linalg import helmert
helmert(5, full=True)
