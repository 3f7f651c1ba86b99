import numpy as np
from scipy.interpolate import KroghInterpolator
KroghInterpolator([0,0,0],[1,2,3]).derivatives(0)
KroghInterpolator([0,0,0],[1,2,3]).derivatives([0,0])
