import numpy as np
from scipy.spatial.distance import directed_hausdorff
import numpy as np
u = np.array([(1.0, 0.0),
              (0.0, 1.0),
              (-1.0, 0.0),
              (0.0, -1.0)])
v = np.array([(2.0, 0.0),
              (0.0, 2.0),
              (-2.0, 0.0),
              (0.0, -4.0)])

directed_hausdorff(u, v)[0]
directed_hausdorff(v, u)[0]

max(directed_hausdorff(u, v)[0], directed_hausdorff(v, u)[0])

directed_hausdorff(v, u)[1:]
