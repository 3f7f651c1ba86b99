import numpy as np
import scipy.fft
import numpy as np
x = np.mgrid[:3, :3, :3][0]
scipy.fft.fftn(x, axes=(1, 2))
scipy.fft.fftn(x, (2, 2), axes=(0, 1))

import matplotlib.pyplot as plt
rng = np.random.default_rng()
[X, Y] = np.meshgrid(2 * np.pi * np.arange(200) / 12,
                     2 * np.pi * np.arange(200) / 34)
S = np.sin(X) + np.cos(Y) + rng.uniform(0, 1, X.shape)
FS = scipy.fft.fftn(S)
plt.imshow(np.log(np.abs(scipy.fft.fftshift(FS))**2))
plt.show()
