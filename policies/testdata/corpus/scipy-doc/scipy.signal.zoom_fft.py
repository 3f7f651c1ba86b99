import numpy as np
from scipy.signal import zoom_fft
t = np.linspace(0, 1, 1021)
x = np.cos(2*np.pi*15*t) + np.sin(2*np.pi*17*t)
f1, f2 = 5, 27
X = zoom_fft(x, [f1, f2], len(x), fs=1021)
f = np.linspace(f1, f2, len(x))
import matplotlib.pyplot as plt
plt.plot(f, 20*np.log10(np.abs(X)))
plt.show()
