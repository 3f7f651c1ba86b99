import numpy as np
from scipy.fft import ifft, ihfft
import numpy as np
spectrum = np.array([ 15, -4, 0, -1, 0, -4])
ifft(spectrum)
ihfft(spectrum)
