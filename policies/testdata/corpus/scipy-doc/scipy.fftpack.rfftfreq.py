import numpy as np
from scipy import fftpack
sig = np.array([-2, 8, 6, 4, 1, 0, 3, 5], dtype=float)
sig_fft = fftpack.rfft(sig)
n = sig_fft.size
timestep = 0.1
freq = fftpack.rfftfreq(n, d=timestep)
freq
