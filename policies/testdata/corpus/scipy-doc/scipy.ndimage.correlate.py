import numpy as np
from scipy.ndimage import correlate
import numpy as np
input_img = np.arange(25).reshape(5,5)
print(input_img)

weights = [[0, 1, 0],
           [1, 1, 1],
           [0, 1, 0]]

correlate(input_img, weights)
