import numpy as np
from scipy.special import log_softmax
from scipy.special import softmax
np.set_printoptions(precision=5)

x = np.array([1000.0, 1.0])

y = log_softmax(x)
y

with np.errstate(divide='ignore'):
  y = np.log(softmax(x))

y
