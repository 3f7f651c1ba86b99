import numpy as np
import statsmodels.api as sm
arma_impulse_response([1.0, -0.8], [1.], leads=10)

0.8**np.arange(10)

arma_impulse_response([1.0], [1., 0.5, 0.2], leads=10)

arma_impulse_response([1.0, -0.8], [1., 0.5, 0.2], leads=10)
