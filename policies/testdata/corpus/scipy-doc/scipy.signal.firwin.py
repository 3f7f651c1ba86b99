import numpy as np
from scipy import signal
numtaps = 3
f = 0.1
signal.firwin(numtaps, f)

signal.firwin(numtaps, f, window='nuttall')

signal.firwin(numtaps, f, pass_zero=False)

f1, f2 = 0.1, 0.2
signal.firwin(numtaps, [f1, f2], pass_zero=False)

signal.firwin(numtaps, [f1, f2])

f3, f4 = 0.3, 0.4
signal.firwin(numtaps, [f1, f2, f3, f4])

signal.firwin(numtaps, [f1, f2, f3, f4], pass_zero=False)
