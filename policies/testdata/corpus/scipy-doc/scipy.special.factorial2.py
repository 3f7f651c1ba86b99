import numpy as np
from scipy.special import factorial2
factorial2(7, exact=False)
factorial2(7, exact=True)
