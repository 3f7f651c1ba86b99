import numpy as np
from scipy import signal
import matplotlib.pyplot as plt

sys = signal.TransferFunction([1], [1, 2, 3], dt=0.05)

w, H = signal.dfreqresp(sys)

plt.figure()
plt.plot(H.real, H.imag, "b")
plt.plot(H.real, -H.imag, "r")
plt.show()
