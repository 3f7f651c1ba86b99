import numpy as np
from scipy.spatial.transform import Rotation as R
r = R.from_quat([
[1, 1, 0, 0],
[0, 1, 0, 1],
[1, 1, -1, 0]])
r.as_quat()

p = r[0]
p.as_quat()

q = r[1:3]
q.as_quat()
