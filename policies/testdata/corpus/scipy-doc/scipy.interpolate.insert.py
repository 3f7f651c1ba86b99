import numpy as np
from scipy.interpolate import splrep, insert
import numpy as np
x = np.linspace(0, 10, 5)
y = np.sin(x)
tck = splrep(x, y)
tck[0]

tck_inserted = insert(3, tck)
tck_inserted[0]

tck_inserted2 = insert(8, tck, m=3)
tck_inserted2[0]
