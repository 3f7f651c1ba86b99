import numpy as np
from scipy.optimize import show_options
show_options(solver="minimize")


show_options(solver="minimize", method="Nelder-Mead")


show_options(solver="minimize", method="Nelder-Mead", disp=False)
