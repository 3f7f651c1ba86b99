import numpy as np
from scipy.fftpack import rfft, irfft
a = [1.0, 2.0, 3.0, 4.0, 5.0]
irfft(a)
irfft(rfft(a))
