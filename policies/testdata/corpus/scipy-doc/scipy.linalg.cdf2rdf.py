import numpy as np
X = np.array([[1, 2, 3], [0, 4, 5], [0, -5, 4]])
X

from scipy import linalg
w, v = linalg.eig(X)
w
v

wr, vr = linalg.cdf2rdf(w, v)
wr
vr

vr @ wr
X @ vr
