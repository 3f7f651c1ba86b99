import numpy as np
HFT90D = [1, 1.942604, 1.340318, 0.440811, 0.043097]

import numpy as np
from scipy.signal.windows import general_cosine
from scipy.fft import fft, fftshift
import matplotlib.pyplot as plt

window = general_cosine(1000, HFT90D, sym=False)
plt.plot(window)
plt.title("HFT90D window")
plt.ylabel("Amplitude")
plt.xlabel("Sample")

plt.figure()
A = fft(window, 10000) / (len(window)/2.0)
freq = np.linspace(-0.5, 0.5, len(A))
response = np.abs(fftshift(A / abs(A).max()))
response = 20 * np.log10(np.maximum(response, 1e-10))
plt.plot(freq, response)
plt.axis([-50/1000, 50/1000, -140, 0])
plt.title("Frequency response of the HFT90D window")
plt.ylabel("Normalized magnitude [dB]")
plt.xlabel("Normalized frequency [cycles per sample]")
plt.axhline(-90.2, color='red')
plt.show()
