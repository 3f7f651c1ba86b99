import numpy as np
import scipy.fft
scipy.fft.fft([0, 1, 0, 0])
scipy.fft.rfft([0, 1, 0, 0])
