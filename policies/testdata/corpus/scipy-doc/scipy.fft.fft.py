import numpy as np
import scipy.fft
import numpy as np
scipy.fft.fft(np.exp(2j * np.pi * np.arange(8) / 8))

from scipy.fft import fft, fftfreq, fftshift
import matplotlib.pyplot as plt
t = np.arange(256)
sp = fftshift(fft(np.sin(t)))
freq = fftshift(fftfreq(t.shape[-1]))
plt.plot(freq, sp.real, freq, sp.imag)
plt.show()
