import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

r = R.from_quat([0, 0, np.sin(np.pi/4), np.cos(np.pi/4)])

r.as_matrix()
r.as_rotvec()
r.as_euler('zyx', degrees=True)

r = R.from_matrix([[0, -1, 0],
                   [1, 0, 0],
                   [0, 0, 1]])

r.as_quat()
r.as_rotvec()
r.as_euler('zyx', degrees=True)

r = R.from_rotvec(np.pi/2 * np.array([0, 0, 1]))

r.as_quat()
r.as_matrix()
r.as_euler('zyx', degrees=True)

r = R.from_euler('z', 90, degrees=True)

r.as_quat()
r.as_matrix()
r.as_rotvec()

r = R.from_euler('zyx', [
[90, 0, 0],
[0, 45, 0],
[45, 60, 30]], degrees=True)

r.as_quat()

v = [1, 2, 3]
r.apply(v)

r.as_quat()
p = r[0]
p.as_matrix()
q = r[1:3]
q.as_quat()

r_array = np.asarray(r)
r_array.shape
r_array[0].as_matrix()

r1 = R.from_euler('z', 90, degrees=True)
r2 = R.from_rotvec([np.pi/4, 0, 0])
v = [1, 2, 3]
r2.apply(r1.apply(v))
r3 = r2 * r1 # Note the order
r3.apply(v)

r1 = R.from_euler('z', [90, 45], degrees=True)
r2 = r1.inv()
r2.as_euler('zyx', degrees=True)
