import numpy as np
from scipy.spatial.transform import Rotation as R

r = R.from_quat([1, 0, 0, 0])
r.as_quat()
r.as_quat().shape

r = R.from_quat([
[1, 0, 0, 0],
[0, 0, 0, 1]
])
r.as_quat()
r.as_quat().shape

r = R.from_quat([[0, 0, 0, 1]])
r.as_quat()
r.as_quat().shape

r = R.from_quat([0, 0, 1, 1])
r.as_quat()
