import numpy as np
from scipy import constants
constants.unit('proton mass')
