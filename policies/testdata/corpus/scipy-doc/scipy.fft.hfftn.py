import numpy as np
import scipy.fft
import numpy as np
x = np.ones((3, 2, 2))
scipy.fft.hfftn(x)
