import numpy as np
import scipy.fft
import numpy as np
x = np.eye(4)
scipy.fft.ifftn(scipy.fft.fftn(x, axes=(0,)), axes=(1,))

import matplotlib.pyplot as plt
rng = np.random.default_rng()
n = np.zeros((200,200), dtype=complex)
n[60:80, 20:40] = np.exp(1j*rng.uniform(0, 2*np.pi, (20, 20)))
im = scipy.fft.ifftn(n).real
plt.imshow(im)
plt.show()
