import numpy as np
from scipy import signal
signal.findfreqs([1, 0], [1, 8, 25], N=9)
