import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

p = R.from_quat([0, 0, 1, 1])
q = R.from_quat([1, 0, 0, 1])
p.as_matrix()
q.as_matrix()
r = p * q
r.as_matrix()

p = R.from_quat([[0, 0, 1, 1], [1, 0, 0, 1]])
q = R.from_rotvec([[np.pi/4, 0, 0], [-np.pi/4, 0, np.pi/4]])
p.as_quat()
q.as_quat()
r = p * q
r.as_quat()
