import numpy as np
import scipy.fft
import numpy as np
x = np.mgrid[:5, :5][0]
scipy.fft.fft2(x)
