import numpy as np
from scipy import signal
x = np.arange(25).reshape(5, 5)
x

signal.medfilt2d(x, kernel_size=5)

signal.medfilt2d(x)

signal.medfilt2d(x, kernel_size=[5,3])

signal.medfilt2d(x, kernel_size=[3,5])
