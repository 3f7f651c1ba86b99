import numpy as np
from scipy import signal
signal.gammatone(440, 'fir', numtaps=16, fs=16000)

import matplotlib.pyplot as plt
import numpy as np

b, a = signal.gammatone(440, 'iir', fs=16000)
w, h = signal.freqz(b, a)
plt.plot(w / ((2 * np.pi) / 16000), 20 * np.log10(abs(h)))
plt.xscale('log')
plt.title('Gammatone filter frequency response')
plt.xlabel('Frequency')
plt.ylabel('Amplitude [dB]')
plt.margins(0, 0.1)
plt.grid(which='both', axis='both')
plt.axvline(440, color='green') # cutoff frequency
plt.show()
