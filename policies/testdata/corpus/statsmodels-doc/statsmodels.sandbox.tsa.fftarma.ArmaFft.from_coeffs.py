import numpy as np
import statsmodels.api as sm
arparams = [.75, -.25]
maparams = [.65, .35]
arma_process = sm.tsa.ArmaProcess.from_coeffs(ar, ma)
arma_process.isstationary
arma_process.isinvertible
