import numpy as np
import statsmodels.api as sm
arroots = [.75, -.25]
maroots = [.65, .35]
arma_process = sm.tsa.ArmaProcess.from_roots(arroots, maroots)
arma_process.isstationary
arma_process.isinvertible
