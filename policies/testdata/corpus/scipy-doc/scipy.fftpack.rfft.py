import numpy as np
from scipy.fftpack import fft, rfft
a = [9, -9, 1, 3]
fft(a)
rfft(a)
