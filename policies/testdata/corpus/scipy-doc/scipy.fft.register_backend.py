import numpy as np
from scipy.fft import fft, register_backend, set_global_backend
class NoopBackend:  # Define an invalid Backend
    __ua_domain__ = "numpy.scipy.fft"
    def __ua_function__(self, func, args, kwargs):
         return NotImplemented
set_global_backend(NoopBackend())  # Set the invalid backend as global
register_backend("scipy")  # Register a new backend
fft([1])  # The registered backend is called because the global backend returns `NotImplemented`
set_global_backend("scipy")  # Restore global backend to default
