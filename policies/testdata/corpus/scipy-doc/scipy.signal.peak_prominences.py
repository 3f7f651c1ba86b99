import numpy as np
from scipy.signal import find_peaks, peak_prominences
import matplotlib.pyplot as plt

x = np.linspace(0, 6 * np.pi, 1000)
x = np.sin(x) + 0.6 * np.sin(2.6 * x)

peaks, _ = find_peaks(x)
prominences = peak_prominences(x, peaks)[0]
prominences

contour_heights = x[peaks] - prominences
plt.plot(x)
plt.plot(peaks, x[peaks], "x")
plt.vlines(x=peaks, ymin=contour_heights, ymax=x[peaks])
plt.show()

x = np.array([0, 1, 0, 3, 1, 3, 0, 4, 0])
peaks = np.array([5])
plt.plot(x)
plt.plot(peaks, x[peaks], "x")
plt.show()

peak_prominences(x, peaks)  # -> (prominences, left_bases, right_bases)

peak_prominences(x, peaks, wlen=3.1)
