import numpy as np
import statsmodels.api as sm
ArmaFft([1, -0.5], [1., 0.4], 40).invpowerspd(2**8)[:10]
ArmaFft([1, -0.5], [1., 0.4], 40).acovf(10)
