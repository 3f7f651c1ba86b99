import numpy as np
from scipy.linalg import cossin
from scipy.stats import unitary_group
x = unitary_group.rvs(4)
u, cs, vdh = cossin(x, p=2, q=2)
np.allclose(x, u @ cs @ vdh)

ue, cs, vdh = cossin((x[:2, :2], x[:2, 2:], x[2:, :2], x[2:, 2:]),
                     compute_u=False)
print(ue)
np.allclose(x, u @ cs @ vdh)
