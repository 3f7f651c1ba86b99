import numpy as np
from scipy import signal
import matplotlib.pyplot as plt

M = 100
s = 4.0
w = 2.0
wavelet = signal.morlet(M, s, w)
plt.plot(wavelet)
plt.show()
