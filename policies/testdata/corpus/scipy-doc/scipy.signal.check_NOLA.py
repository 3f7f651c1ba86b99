import numpy as np
from scipy import signal

signal.check_NOLA(signal.windows.boxcar(100), 100, 75)

signal.check_NOLA(signal.windows.boxcar(100), 100, 25)

signal.check_NOLA(signal.windows.hann(120, sym=True), 120, 60)

w = np.ones(64, dtype="float")
w[::2] = 0
signal.check_NOLA(w, 64, 32)

signal.check_NOLA(signal.windows.hann(64), 64, 0)
signal.check_NOLA(signal.windows.hann(64), 64, 1)
signal.check_NOLA(signal.windows.hann(64), 64, 2)
