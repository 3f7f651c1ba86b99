import numpy as np
from scipy import signal
vals = [1, 4, 1+1.j, 3]
p_sorted, indx = signal.cmplx_sort(vals)
p_sorted
indx
