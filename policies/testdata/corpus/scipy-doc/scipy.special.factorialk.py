import numpy as np
from scipy.special import factorialk
factorialk(5, 1, exact=True)
factorialk(5, 3, exact=True)
