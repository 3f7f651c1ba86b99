import numpy as np
from scipy.io import FortranFile
import numpy as np
f = FortranFile('test.unf', 'w')
f.write_record(np.array([1,2,3,4,5], dtype=np.int32))
f.write_record(np.linspace(0,1,20).reshape((5,4)).T)
f.close()

f = FortranFile('test.unf', 'r')
print(f.read_ints(np.int32))
print(f.read_reals(float).reshape((5,4), order="F"))
f.close()
