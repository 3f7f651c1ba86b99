import numpy as np
from scipy import signal
vals = [0, 1.3, 1.31, 2.8, 1.25, 2.2, 10.3]
uniq, mult = signal.unique_roots(vals, tol=2e-2, rtype='avg')

uniq[mult > 1]
