import numpy as np
from scipy.linalg import invhilbert
invhilbert(4)
invhilbert(4, exact=True)
invhilbert(16)[7,7]
invhilbert(16, exact=True)[7,7]
