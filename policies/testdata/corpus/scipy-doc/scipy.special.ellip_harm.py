import numpy as np
from scipy.special import ellip_harm
w = ellip_harm(5,8,1,1,2.5)
w

import numpy as np
from scipy.interpolate import UnivariateSpline
def eigenvalue(f, df, ddf):
    r = ((s**2 - h**2)*(s**2 - k**2)*ddf + s*(2*s**2 - h**2 - k**2)*df - n*(n+1)*s**2*f)/f
    return -r.mean(), r.std()
s = np.linspace(0.1, 10, 200)
k, h, n, p = 8.0, 2.2, 3, 2
E = ellip_harm(h**2, k**2, n, p, s)
E_spl = UnivariateSpline(s, E)
a, a_err = eigenvalue(E_spl(s), E_spl(s,1), E_spl(s,2))
a, a_err
