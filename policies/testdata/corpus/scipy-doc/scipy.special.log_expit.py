import numpy as np
from scipy.special import log_expit, expit

log_expit([-3.0, 0.25, 2.5, 5.0])

log_expit([-100, -500, -1000])

log_expit([29, 120, 400])

np.log(expit([29, 120, 400]))
