import numpy as np
A = np.mat('[1 2;3 4]')
A
A.I
b = np.mat('[5 6]')
b
b.T
A*b.T

import numpy as np
from scipy import linalg
A = np.array([[1,2],[3,4]])
A
linalg.inv(A)
b = np.array([[5,6]]) #2D array
b
b.T
A*b #not matrix multiplication!
A.dot(b.T) #matrix multiplication
b = np.array([5,6]) #1D array
b
b.T  #not matrix transpose!
A.dot(b)  #does not matter for multiplication

import numpy as np
from scipy import linalg
A = np.array([[1,3,5],[2,5,1],[2,3,8]])
A
linalg.inv(A)
A.dot(linalg.inv(A)) #double check

import numpy as np
from scipy import linalg
A = np.array([[1, 2], [3, 4]])
A
b = np.array([[5], [6]])
b
linalg.inv(A).dot(b)  # slow
A.dot(linalg.inv(A).dot(b)) - b  # check
np.linalg.solve(A, b)  # fast
A.dot(np.linalg.solve(A, b)) - b  # check

import numpy as np
from scipy import linalg
A = np.array([[1,2],[3,4]])
A
linalg.det(A)

import numpy as np
from scipy import linalg
A=np.array([[1,2],[3,4]])
A
linalg.norm(A)
linalg.norm(A,'fro') # frobenius norm is the default
linalg.norm(A,1) # L1 norm (max column sum)
linalg.norm(A,-1)
linalg.norm(A,np.inf) # L inf norm (max row sum)

import numpy as np
from scipy import linalg
import matplotlib.pyplot as plt
rng = np.random.default_rng()

c1, c2 = 5.0, 2.0
i = np.r_[1:11]
xi = 0.1*i
yi = c1*np.exp(-xi) + c2*xi
zi = yi + 0.05 * np.max(yi) * rng.standard_normal(len(yi))

A = np.c_[np.exp(-xi)[:, np.newaxis], xi[:, np.newaxis]]
c, resid, rank, sigma = linalg.lstsq(A, zi)

xi2 = np.r_[0.1:1.0:100j]
yi2 = c[0]*np.exp(-xi2) + c[1]*xi2

plt.plot(xi,zi,'x',xi2,yi2)
plt.axis([0,1.1,3.0,5.5])
plt.xlabel('$x_i$')
plt.title('Data fitting with linalg.lstsq')
plt.show()

import numpy as np
from scipy import linalg
A = np.array([[1, 2], [3, 4]])
la, v = linalg.eig(A)
l1, l2 = la
print(l1, l2)   # eigenvalues
print(v[:, 0])   # first eigenvector
print(v[:, 1])   # second eigenvector
print(np.sum(abs(v**2), axis=0))  # eigenvectors are unitary
v1 = np.array(v[:, 0]).T
print(linalg.norm(A.dot(v1) - l1*v1))  # check the computation

import numpy as np
from scipy import linalg
A = np.array([[1,2,3],[4,5,6]])
A
M,N = A.shape
U,s,Vh = linalg.svd(A)
Sig = linalg.diagsvd(s,M,N)
U, Vh = U, Vh
U
Sig
Vh
U.dot(Sig.dot(Vh)) #check computation

from scipy import linalg
A = np.mat('[1 3 2; 1 4 5; 2 3 6]')
T, Z = linalg.schur(A)
T1, Z1 = linalg.schur(A, 'complex')
T2, Z2 = linalg.rsf2csf(T, Z)
T
T2
abs(T1 - T2) # different
abs(Z1 - Z2) # different
T, Z, T1, Z1, T2, Z2 = map(np.mat,(T,Z,T1,Z1,T2,Z2))
abs(A - Z*T*Z.H)  # same
abs(A - Z1*T1*Z1.H)  # same
abs(A - Z2*T2*Z2.H)  # same

from scipy import special, linalg
rng = np.random.default_rng()
A = rng.random((3, 3))
B = linalg.funm(A, lambda x: special.jv(0, x))
A
B
linalg.eigvals(A)
special.jv(0, linalg.eigvals(A))
linalg.eigvals(B)
