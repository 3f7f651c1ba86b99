import numpy as np
from scipy import signal
signal.get_window('triang', 7)
signal.get_window(('kaiser', 4.0), 9)
signal.get_window(('exponential', None, 1.), 9)
signal.get_window(4.0, 9)
