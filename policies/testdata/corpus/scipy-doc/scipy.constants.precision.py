import numpy as np
from scipy import constants
constants.precision('proton mass')
