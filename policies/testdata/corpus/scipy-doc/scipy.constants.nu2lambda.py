import numpy as np
from scipy.constants import nu2lambda, speed_of_light
import numpy as np
nu2lambda(np.array((1, speed_of_light)))
