import numpy as np
from scipy.constants import lambda2nu, speed_of_light
import numpy as np
lambda2nu(np.array((1, speed_of_light)))
