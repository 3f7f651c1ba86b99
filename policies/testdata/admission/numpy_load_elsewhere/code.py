import numpy as np
print(np.load('/usr/share/data.npy'))
print(np.load(some_path))
