import numpy as np
from scipy import fft, signal
rng = np.random.default_rng()
x = rng.standard_normal((128, 64))
with fft.set_workers(4):
    y = signal.fftconvolve(x, x)
