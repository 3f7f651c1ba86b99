import numpy as np
from scipy.constants import convert_temperature
import numpy as np
convert_temperature(np.array([-40, 40]), 'Celsius', 'Kelvin')
