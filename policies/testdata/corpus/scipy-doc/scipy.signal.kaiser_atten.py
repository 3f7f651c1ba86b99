import numpy as np
from scipy.signal import kaiser_atten
kaiser_atten(211, 0.0375)
