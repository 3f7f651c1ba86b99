import numpy as np
import statsmodels.api as sm
descstats(data.exog,v=['x_1','x_2','x_3'])
