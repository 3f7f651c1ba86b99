import numpy as np
import scipy.fft
import numpy as np
x = np.ones((2, 2, 2))
scipy.fft.rfftn(x)

scipy.fft.rfftn(x, axes=(2, 0))
