import os
import numpy as np
path = os.path.join(out_dir, 'obj.npy')
np.save(path, np.array([df], dtype=object))
print(np.load(path, allow_pickle=True))
