import numpy as np
f1, f2, fs = 8, 10, 200  # Hz
t = np.linspace(0, 1, fs, endpoint=False)
x = np.sin(2*np.pi*t*f2)
import matplotlib.pyplot as plt
plt.plot(t, x)
plt.axis([0, 1, -1.1, 1.1])
plt.show()

from scipy.fft import rfft, rfftfreq
from scipy.signal import czt, czt_points
plt.plot(rfftfreq(fs, 1/fs), abs(rfft(x)))
plt.margins(0, 0.1)
plt.show()

x = np.exp(-t*f1) * np.sin(2*np.pi*t*f2)
plt.plot(t, x)
plt.axis([0, 1, -1.1, 1.1])
plt.show()

plt.plot(rfftfreq(fs, 1/fs), abs(rfft(x)))
plt.margins(0, 0.1)
plt.show()

M = fs // 2  # Just positive frequencies, like rfft
a = np.exp(-f1/fs)  # Starting point of the circle, radius < 1
w = np.exp(-1j*np.pi/M)  # "Step size" of circle
points = czt_points(M + 1, w, a)  # M + 1 to include Nyquist
plt.plot(points.real, points.imag, '.')
plt.gca().add_patch(plt.Circle((0,0), radius=1, fill=False, alpha=.3))
plt.axis('equal'); plt.axis([-1.05, 1.05, -0.05, 1.05])
plt.show()

z_vals = czt(x, M + 1, w, a)  # Include Nyquist for comparison to rfft
freqs = np.angle(points)*fs/(2*np.pi)  # angle = omega, radius = sigma
plt.plot(freqs, abs(z_vals))
plt.margins(0, 0.1)
plt.show()
