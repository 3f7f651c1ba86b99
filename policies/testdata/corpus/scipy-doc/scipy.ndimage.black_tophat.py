import numpy as np
from scipy.ndimage import generate_binary_structure, black_tophat
import numpy as np
square = generate_binary_structure(rank=2, connectivity=3)
dark_on_gray = np.array([[7, 6, 6, 6, 7],
                         [6, 5, 4, 5, 6],
                         [6, 4, 0, 4, 6],
                         [6, 5, 4, 5, 6],
                         [7, 6, 6, 6, 7]])
black_tophat(input=dark_on_gray, structure=square)
