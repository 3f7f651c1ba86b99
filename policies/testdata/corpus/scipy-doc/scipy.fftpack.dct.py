import numpy as np
from scipy.fftpack import fft, dct
import numpy as np
fft(np.array([4., 3., 5., 10., 5., 3.])).real
dct(np.array([4., 3., 5., 10.]), 1)
