import numpy as np
from scipy import odr
import numpy as np
x = np.linspace(0.0, 5.0)
y = -10.0 + np.exp(0.5*x)
data = odr.Data(x, y)
odr_obj = odr.ODR(data, odr.exponential)
output = odr_obj.run()
print(output.beta)
