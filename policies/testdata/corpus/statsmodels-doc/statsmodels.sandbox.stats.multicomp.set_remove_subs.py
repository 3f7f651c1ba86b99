import numpy as np
import statsmodels.api as sm
set_remove_subs([(0, 1), (1, 2), (1, 2, 3), (0,)])
set_remove_subs([(0, 1), (1, 2), (1,1, 1, 2, 3), (0,)])
