import numpy as np
from scipy.optimize import NonlinearConstraint
import numpy as np
con = lambda x: x[0] - np.sin(x[1])
nlc = NonlinearConstraint(con, -np.inf, 1.9)
