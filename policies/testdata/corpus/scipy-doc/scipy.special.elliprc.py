import numpy as np
from scipy.special import elliprc

x = 1.2 + 3.4j
y = 5.
scale = 0.3 + 0.4j
elliprc(scale*x, scale*y)

elliprc(x, y)/np.sqrt(scale)

x = 1.2 + 3.4j
elliprc(x, x)

1/np.sqrt(x)

y = 1.2 + 3.4j
elliprc(0, y)

np.pi/2/np.sqrt(y)

x = 3.2
y = 6.
elliprc(x, y)

np.arctan(np.sqrt((y-x)/x))/np.sqrt(y-x)

x = 6.
y = 3.2
elliprc(x,y)

np.log((np.sqrt(x)+np.sqrt(x-y))/np.sqrt(y))/np.sqrt(x-y)
