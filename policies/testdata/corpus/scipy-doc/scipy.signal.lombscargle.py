import numpy as np
import matplotlib.pyplot as plt
rng = np.random.default_rng()

A = 2.
w0 = 1.  # rad/sec
nin = 150
nout = 100000

x = rng.uniform(0, 10*np.pi, nin)

y = A * np.cos(w0*x)

w = np.linspace(0.01, 10, nout)

import scipy.signal as signal
pgram = signal.lombscargle(x, y, w, normalize=True)

fig, (ax_t, ax_w) = plt.subplots(2, 1, constrained_layout=True)
ax_t.plot(x, y, 'b+')
ax_t.set_xlabel('Time [s]')

ax_w.plot(w, pgram)
ax_w.set_xlabel('Angular frequency [rad/s]')
ax_w.set_ylabel('Normalized amplitude')
plt.show()
