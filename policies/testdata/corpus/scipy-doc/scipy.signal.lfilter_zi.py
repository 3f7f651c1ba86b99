import numpy as np
from numpy import array, ones
from scipy.signal import lfilter, lfilter_zi, butter
b, a = butter(5, 0.25)
zi = lfilter_zi(b, a)
y, zo = lfilter(b, a, ones(10), zi=zi)
y

x = array([0.5, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0])
y, zf = lfilter(b, a, x, zi=zi*x[0])
y
