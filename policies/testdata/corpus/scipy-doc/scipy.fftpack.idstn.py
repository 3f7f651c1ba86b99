import numpy as np
from scipy.fftpack import dstn, idstn
rng = np.random.default_rng()
y = rng.standard_normal((16, 16))
np.allclose(y, idstn(dstn(y, norm='ortho'), norm='ortho'))
