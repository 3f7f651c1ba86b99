import numpy as np
from scipy.fftpack import dctn, idctn
rng = np.random.default_rng()
y = rng.standard_normal((16, 16))
np.allclose(y, idctn(dctn(y, norm='ortho'), norm='ortho'))
