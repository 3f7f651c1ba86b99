import numpy as np
from scipy import signal
import matplotlib.pyplot as plt

wave_duration = 3
sample_rate = 100
freq = 2
q = 5

samples = wave_duration*sample_rate
samples_decimated = int(samples/q)

x = np.linspace(0, wave_duration, samples, endpoint=False)
y = np.cos(x*np.pi*freq*2)

ydem = signal.decimate(y, q)
xnew = np.linspace(0, wave_duration, samples_decimated, endpoint=False)

plt.plot(x, y, '.-', xnew, ydem, 'o-')
plt.xlabel('Time, Seconds')
plt.legend(['data', 'decimated'], loc='best')
plt.show()
