import numpy as np
from scipy.sparse import csc_matrix, linalg as sla
A = csc_matrix([[1,2,0,4],[1,0,0,1],[1,0,2,1],[2,2,1,0.]])

lu = sla.splu(A)
b = np.array([1, 2, 3, 4])
x = lu.solve(b)
A.dot(x)

lu.perm_r
lu.perm_c

lu.L.A
lu.U.A

Pr = csc_matrix((np.ones(4), (lu.perm_r, np.arange(4))))
Pc = csc_matrix((np.ones(4), (np.arange(4), lu.perm_c)))

(Pr.T @ (lu.L @ lu.U) @ Pc.T).A
