import numpy as np
import scipy.fft
import numpy as np
x = 4 * np.eye(4)
scipy.fft.ifft2(x)
