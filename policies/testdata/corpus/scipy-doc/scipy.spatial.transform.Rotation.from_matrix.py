import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

r = R.from_matrix([
[0, -1, 0],
[1, 0, 0],
[0, 0, 1]])
r.as_matrix().shape

r = R.from_matrix([
[
    [0, -1, 0],
    [1, 0, 0],
    [0, 0, 1],
],
[
    [1, 0, 0],
    [0, 0, -1],
    [0, 1, 0],
]])
r.as_matrix().shape

a = np.array([
[0, -0.5, 0],
[0.5, 0, 0],
[0, 0, 0.5]])
np.linalg.det(a)
r = R.from_matrix(a)
matrix = r.as_matrix()
matrix
np.linalg.det(matrix)

r = R.from_matrix([[
[0, -1, 0],
[1, 0, 0],
[0, 0, 1]]])
r.as_matrix()
r.as_matrix().shape
