import numpy as np
from scipy.fftpack import fftn, ifftn
y = (-np.arange(16), 8 - np.arange(16), np.arange(16))
np.allclose(y, fftn(ifftn(y)))
