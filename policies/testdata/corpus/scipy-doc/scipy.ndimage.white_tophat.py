import numpy as np
from scipy.ndimage import generate_binary_structure, white_tophat
import numpy as np
square = generate_binary_structure(rank=2, connectivity=3)
bright_on_gray = np.array([[2, 3, 3, 3, 2],
                           [3, 4, 5, 4, 3],
                           [3, 5, 9, 5, 3],
                           [3, 4, 5, 4, 3],
                           [2, 3, 3, 3, 2]])
white_tophat(input=bright_on_gray, structure=square)
