import numpy as np
from io import BytesIO
import numpy as np
from scipy.io import savemat, whosmat

a = np.array([[10, 20, 30], [11, 21, 31]], dtype=np.int32)
b = np.geomspace(1, 10, 5)
f = BytesIO()
savemat(f, {'a': a, 'b': b})

whosmat(f)
