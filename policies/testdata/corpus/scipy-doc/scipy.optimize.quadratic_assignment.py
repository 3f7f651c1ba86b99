import numpy as np
from scipy.optimize import quadratic_assignment
A = np.array([[0, 80, 150, 170], [80, 0, 130, 100],
              [150, 130, 0, 120], [170, 100, 120, 0]])
B = np.array([[0, 5, 2, 7], [0, 0, 3, 8],
              [0, 0, 0, 3], [0, 0, 0, 0]])
res = quadratic_assignment(A, B)
print(res)

perm = res['col_ind']
P = np.eye(len(A), dtype=int)[perm]
fun = np.trace(A.T @ P @ B @ P.T)
print(fun)

fun = np.trace(A.T @ B[perm][:, perm])
print(fun)

from itertools import permutations
perm_opt, fun_opt = None, np.inf
for perm in permutations([0, 1, 2, 3]):
    perm = np.array(perm)
    fun = np.trace(A.T @ B[perm][:, perm])
    if fun < fun_opt:
        fun_opt, perm_opt = fun, perm
print(np.array_equal(perm_opt, res['col_ind']))

A = np.array([[0, 5, 8, 6], [5, 0, 5, 1],
              [8, 5, 0, 2], [6, 1, 2, 0]])
B = np.array([[0, 1, 8, 4], [1, 0, 5, 2],
              [8, 5, 0, 5], [4, 2, 5, 0]])
res = quadratic_assignment(A, B)
print(res)

guess = np.array([np.arange(len(A)), res.col_ind]).T
res = quadratic_assignment(A, B, method="2opt",
                           options = {'partial_guess': guess})
print(res)
