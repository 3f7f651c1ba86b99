import numpy as np
from scipy.spatial.transform import Rotation as R

r = R.from_euler('x', 90, degrees=True)
r.as_quat().shape

r = R.from_euler('zyx', [90, 45, 30], degrees=True)
r.as_quat().shape

r = R.from_euler('x', [90], degrees=True)
r.as_quat().shape

r = R.from_euler('zyx', [[90, 45, 30]], degrees=True)
r.as_quat().shape

r = R.from_euler('x', [90, 45, 30], degrees=True)
r.as_quat().shape

r = R.from_euler('zyx', [[90, 45, 30], [35, 45, 90]], degrees=True)
r.as_quat().shape
