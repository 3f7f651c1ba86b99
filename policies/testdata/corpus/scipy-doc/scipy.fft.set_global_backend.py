import numpy as np
from scipy.fft import fft, set_global_backend
set_global_backend("scipy")  # Sets global backend. "scipy" is the default backend.
fft([1])  # Calls the global backend
