import numpy as np
import statsmodels.api as sm
import numpy as np
drv = rv_discrete(values=((0, 1), (0.5, 0.5)))
np.allclose(drv.entropy(), np.log(2.0))
