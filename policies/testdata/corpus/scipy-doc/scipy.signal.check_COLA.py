import numpy as np
from scipy import signal

signal.check_COLA(signal.windows.boxcar(100), 100, 75)

signal.check_COLA(signal.windows.boxcar(100), 100, 25)

signal.check_COLA(signal.windows.hann(120, sym=True), 120, 60)

signal.check_COLA(signal.windows.hann(120, sym=False), 120, 60)

signal.check_COLA(signal.windows.hann(120, sym=False), 120, 80)

signal.check_COLA(signal.windows.hann(120, sym=False), 120, 90)
