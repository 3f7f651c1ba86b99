import numpy as np
from scipy import signal
import numpy as np
a = np.array([[0, 1], [0, 0]])
b = np.array([[0], [1]])
c = np.array([[1, 0]])
d = np.array([[0]])

sys = signal.StateSpace(a, b, c, d)
print(sys)

sys.to_discrete(0.1)

a = np.array([[1, 0.1], [0, 1]])
b = np.array([[0.005], [0.1]])

signal.StateSpace(a, b, c, d, dt=0.1)
