import numpy as np
from scipy import constants
constants.value('elementary charge')
