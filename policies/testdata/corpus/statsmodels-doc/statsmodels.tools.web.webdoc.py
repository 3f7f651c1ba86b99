import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm

sm.webdoc()

sm.webdoc('glm')

sm.webdoc(sm.OLS, stable=False)
