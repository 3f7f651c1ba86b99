import numpy as np
import scipy.fft
import numpy as np
scipy.fft.ifft([0, 4, 0, 0])

import matplotlib.pyplot as plt
rng = np.random.default_rng()
t = np.arange(400)
n = np.zeros((400,), dtype=complex)
n[40:60] = np.exp(1j*rng.uniform(0, 2*np.pi, (20,)))
s = scipy.fft.ifft(n)
plt.plot(t, s.real, 'b-', t, s.imag, 'r--')
plt.legend(('real', 'imaginary'))
plt.show()
