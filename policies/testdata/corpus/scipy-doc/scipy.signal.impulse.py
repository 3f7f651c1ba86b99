import numpy as np
from scipy import signal
system = ([1.0], [1.0, 2.0, 1.0])
t, y = signal.impulse(system)
import matplotlib.pyplot as plt
plt.plot(t, y)
