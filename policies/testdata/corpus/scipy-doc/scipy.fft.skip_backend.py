import numpy as np
import scipy.fft as fft
fft.fft([1])  # Calls default SciPy backend
with fft.skip_backend('scipy'):  # We explicitly skip the SciPy backend
    fft.fft([1])                 # leaving no implementation available
