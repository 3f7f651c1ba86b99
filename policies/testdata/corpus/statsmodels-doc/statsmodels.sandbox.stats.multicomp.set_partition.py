import numpy as np
import statsmodels.api as sm
li
set_partition(li)
