import numpy as np
from scipy import ndimage
struct = ndimage.generate_binary_structure(2, 1)
struct.astype(int)
ndimage.iterate_structure(struct, 2).astype(int)
ndimage.iterate_structure(struct, 3).astype(int)
