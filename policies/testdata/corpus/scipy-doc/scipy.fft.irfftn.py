import numpy as np
import scipy.fft
import numpy as np
x = np.zeros((3, 2, 2))
x[0, 0, 0] = 3 * 2 * 2
scipy.fft.irfftn(x)
