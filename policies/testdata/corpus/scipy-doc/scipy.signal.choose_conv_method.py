import numpy as np
from scipy import signal
rng = np.random.default_rng()
img = rng.random((32, 32))
filter = rng.random((8, 8))
method = signal.choose_conv_method(img, filter, mode='same')
method

img2 = rng.random((32, 32))
filter2 = rng.random((8, 8))
corr2 = signal.correlate(img2, filter2, mode='same', method=method)
conv2 = signal.convolve(img2, filter2, mode='same', method=method)
