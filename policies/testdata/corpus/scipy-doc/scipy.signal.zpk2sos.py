import numpy as np
from scipy import signal
import numpy as np
z, p, k = signal.ellip(6, 0.087, 90, 1000/(0.5*8000), output='zpk')

sos = signal.zpk2sos(z, p, k)

sos[:, :3]

sos[:, 3:]

z1 = np.array([-1, -0.5-0.5j, -0.5+0.5j])
p1 = np.array([0.75, 0.8+0.1j, 0.8-0.1j])

signal.zpk2sos(z1, p1, 1)

signal.zpk2sos(z1, p1, 1, pairing='keep_odd')

signal.zpk2sos(z1, p1, 1, pairing='minimal')
