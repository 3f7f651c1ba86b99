import numpy as np
from scipy.spatial.transform import Rotation as R

R.random().as_euler('zxy', degrees=True)

R.random(5).as_euler('zxy', degrees=True)
