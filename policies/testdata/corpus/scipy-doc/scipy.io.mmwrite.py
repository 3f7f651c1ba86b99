import numpy as np
from io import BytesIO
import numpy as np
from scipy.sparse import coo_matrix
from scipy.io import mmwrite

a = np.array([[1.0, 0, 0, 0], [0, 2.5, 0, 6.25]])
target = BytesIO()
mmwrite(target, a)
print(target.getvalue().decode('latin1'))

target = BytesIO()
mmwrite(target, a, comment='\n Some test data.\n', precision=3)
print(target.getvalue().decode('latin1'))

target = BytesIO()
mmwrite(target, coo_matrix(a), precision=3)
print(target.getvalue().decode('latin1'))

z = np.array([[3, 1+2j, 4-3j], [1-2j, 1, -5j], [4+3j, 5j, 2.5]])
z

target = BytesIO()
mmwrite(target, z, precision=2)
print(target.getvalue().decode('latin1'))
