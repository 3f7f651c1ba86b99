import numpy as np
from scipy import ndimage
import numpy as np
a = np.array(([0,1,1,1,1],
              [0,0,1,1,1],
              [0,1,1,1,1],
              [0,1,1,1,0],
              [0,1,1,0,0]))
ndimage.distance_transform_edt(a)

ndimage.distance_transform_edt(a, sampling=[2,1])

edt, inds = ndimage.distance_transform_edt(a, return_indices=True)
inds

indices = np.zeros(((np.ndim(a),) + a.shape), dtype=np.int32)
ndimage.distance_transform_edt(a, return_indices=True, indices=indices)
indices
