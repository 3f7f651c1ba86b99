import numpy as np
from scipy.fftpack import fft2, ifft2
y = np.mgrid[:5, :5][0]
y
np.allclose(y, fft2(ifft2(y)))
