import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
sm.stats.proportion_effectsize(0.5, 0.4)
sm.stats.proportion_effectsize([0.3, 0.4, 0.5], 0.4)
