import numpy as np
from scipy import signal
signal.unit_impulse(8)

signal.unit_impulse(7, 2)

signal.unit_impulse((3, 3), 'mid')

signal.unit_impulse((4, 4), 2)

imp = signal.unit_impulse(100, 'mid')
b, a = signal.butter(4, 0.2)
response = signal.lfilter(b, a, imp)

import numpy as np
import matplotlib.pyplot as plt
plt.plot(np.arange(-50, 50), imp)
plt.plot(np.arange(-50, 50), response)
plt.margins(0.1, 0.1)
plt.xlabel('Time [samples]')
plt.ylabel('Amplitude')
plt.grid(True)
plt.show()
