import numpy as np
from scipy import signal
import numpy as np
b = signal.firwin(80, 0.5, window=('kaiser', 8))
w, h = signal.freqz(b)

import matplotlib.pyplot as plt
fig, ax1 = plt.subplots()
ax1.set_title('Digital filter frequency response')

ax1.plot(w, 20 * np.log10(abs(h)), 'b')
ax1.set_ylabel('Amplitude [dB]', color='b')
ax1.set_xlabel('Frequency [rad/sample]')

ax2 = ax1.twinx()
angles = np.unwrap(np.angle(h))
ax2.plot(w, angles, 'g')
ax2.set_ylabel('Angle (radians)', color='g')
ax2.grid(True)
ax2.axis('tight')
plt.show()

rng = np.random.default_rng()
b = rng.random((2, 25))

w, h = signal.freqz(b.T[..., np.newaxis], worN=1024)
w.shape
h.shape

b = np.array([0.5, 0.5])
a = np.array([[1, 1], [-0.25, -0.5]])

w, h = signal.freqz(b, a[..., np.newaxis], worN=1024)
w.shape
h.shape
