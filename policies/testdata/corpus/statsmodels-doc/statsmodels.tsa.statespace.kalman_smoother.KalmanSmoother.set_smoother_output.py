import numpy as np
import statsmodels.api as sm
import statsmodels.tsa.statespace.kalman_smoother as ks
mod = ks.KalmanSmoother(1,1)
mod.smoother_output
mod.set_smoother_output(smoother_output=0)
mod.smoother_state = True
mod.smoother_output
mod.smoother_state
