import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

r = R.from_mrp([0, 0, 1])
r.as_euler('xyz', degrees=True)
r.as_euler('xyz').shape

r = R.from_mrp([
[0, 0, 1],
[1, 0, 0]])
r.as_euler('xyz', degrees=True)
r.as_euler('xyz').shape

r = R.from_mrp([[0, 0, np.pi/2]])
r.as_euler('xyz').shape
