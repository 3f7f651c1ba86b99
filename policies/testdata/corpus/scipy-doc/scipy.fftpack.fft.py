import numpy as np
from scipy.fftpack import fft, ifft
x = np.arange(5)
np.allclose(fft(ifft(x)), x, atol=1e-15)  # within numerical accuracy.
