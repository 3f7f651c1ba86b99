import numpy as np
from scipy import fft
fft.get_workers()
with fft.set_workers(4):
    fft.get_workers()
