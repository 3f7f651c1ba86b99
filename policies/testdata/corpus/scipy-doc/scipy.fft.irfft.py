import numpy as np
import scipy.fft
scipy.fft.ifft([1, -1j, -1, 1j])
scipy.fft.irfft([1, -1j, -1])
