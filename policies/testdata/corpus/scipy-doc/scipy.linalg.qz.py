import numpy as np
from scipy.linalg import qz

A = np.array([[1, 2, -1], [5, 5, 5], [2, 4, -8]])
B = np.array([[1, 1, -3], [3, 1, -1], [5, 6, -2]])

AA, BB, Q, Z = qz(A, B)
AA
BB
Q
Z

Q @ AA @ Z.T  # Should be A
Q @ BB @ Z.T  # Should be B

AA, BB, Q, Z = qz(A, B, output='complex')

np.set_printoptions(precision=3, suppress=True)
AA
BB
Q
Z

Q @ AA @ Z.conj().T  # Should be A
Q @ BB @ Z.conj().T  # Should be B
