import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np
r = R.from_quat(np.eye(4))
r.magnitude()

r[0].magnitude()
