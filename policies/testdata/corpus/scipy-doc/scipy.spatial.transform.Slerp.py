import numpy as np
from scipy.spatial.transform import Rotation as R
from scipy.spatial.transform import Slerp

key_rots = R.random(5, random_state=2342345)
key_times = [0, 1, 2, 3, 4]

slerp = Slerp(key_times, key_rots)

times = [0, 0.5, 0.25, 1, 1.5, 2, 2.75, 3, 3.25, 3.60, 4]
interp_rots = slerp(times)

key_rots.as_euler('xyz', degrees=True)

interp_rots.as_euler('xyz', degrees=True)
