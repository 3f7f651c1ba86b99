import numpy as np
from scipy.signal import kaiser_beta
kaiser_beta(65)
