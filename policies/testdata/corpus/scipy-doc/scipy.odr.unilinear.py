import numpy as np
from scipy import odr
import numpy as np
x = np.linspace(0.0, 5.0)
y = 1.0 * x + 2.0
data = odr.Data(x, y)
odr_obj = odr.ODR(data, odr.unilinear)
output = odr_obj.run()
print(output.beta)
