import numpy as np
from scipy.fftpack import fft, ifft
import numpy as np
x = np.arange(5)
np.allclose(ifft(fft(x)), x, atol=1e-15)  # within numerical accuracy.
