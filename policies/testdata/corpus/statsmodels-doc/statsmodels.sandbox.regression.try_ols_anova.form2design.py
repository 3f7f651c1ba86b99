import numpy as np
import statsmodels.api as sm
xx, n = form2design('I a F:b P:c*d G:c*f', testdata)
xx.keys()
n
