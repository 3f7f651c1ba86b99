import numpy as np
import statsmodels.api as sm
from scipy.stats import expon
expon(1).expect(lambda x: 1, lb=0.0, ub=2.0)

expon(1).cdf(2.0) - expon(1).cdf(0.0)

expon(1).expect(lambda x: 1, lb=0.0, ub=2.0, conditional=True)

import numpy as np
from scipy.stats import vonmises
res = vonmises(loc=2, kappa=1).expect(lambda x: np.exp(1j*x),
                                      complex_func=True)
res

np.angle(res)  # location of the (circular) distribution
