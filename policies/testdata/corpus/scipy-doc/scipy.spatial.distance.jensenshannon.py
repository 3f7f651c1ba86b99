import numpy as np
from scipy.spatial import distance
import numpy as np
distance.jensenshannon([1.0, 0.0, 0.0], [0.0, 1.0, 0.0], 2.0)
distance.jensenshannon([1.0, 0.0], [0.5, 0.5])
distance.jensenshannon([1.0, 0.0, 0.0], [1.0, 0.0, 0.0])
a = np.array([[1, 2, 3, 4],
              [5, 6, 7, 8],
              [9, 10, 11, 12]])
b = np.array([[13, 14, 15, 16],
              [17, 18, 19, 20],
              [21, 22, 23, 24]])
distance.jensenshannon(a, b, axis=0)
distance.jensenshannon(a, b, axis=1)
