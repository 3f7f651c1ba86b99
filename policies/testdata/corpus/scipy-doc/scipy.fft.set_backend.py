import numpy as np
import scipy.fft as fft
with fft.set_backend('scipy', only=True):
    fft.fft([1])  # Always calls the scipy implementation
