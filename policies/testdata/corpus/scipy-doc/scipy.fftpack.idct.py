import numpy as np
from scipy.fftpack import ifft, idct
import numpy as np
ifft(np.array([ 30.,  -8.,   6.,  -2.,   6.,  -8.])).real
idct(np.array([ 30.,  -8.,   6.,  -2.]), 1) / 6
