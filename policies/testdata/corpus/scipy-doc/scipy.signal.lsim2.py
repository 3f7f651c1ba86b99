import numpy as np
from scipy.signal import bessel, lsim2
import matplotlib.pyplot as plt

b, a = bessel(N=5, Wn=2*np.pi*12, btype='lowpass', analog=True)

t = np.linspace(0, 1.25, 500, endpoint=False)

u = (np.cos(2*np.pi*4*t) + 0.6*np.sin(2*np.pi*40*t) +
     0.5*np.cos(2*np.pi*80*t))

tout, yout, xout = lsim2((b, a), U=u, T=t)

plt.plot(t, u, 'r', alpha=0.5, linewidth=1, label='input')
plt.plot(tout, yout, 'k', linewidth=1.5, label='output')
plt.legend(loc='best', shadow=True, framealpha=1)
plt.grid(alpha=0.3)
plt.xlabel('t')
plt.show()

from scipy.signal import lti
A = np.array([[0, 1], [0, 0]])
B = np.array([[0], [1]])
C = np.array([[1, 0]])
D = 0
system = lti(A, B, C, D)

t = np.linspace(0, 5, num=50)
u = np.ones_like(t)

tout, y, x = lsim2(system, u, t)
plt.plot(t, y)
plt.grid(alpha=0.3)
plt.xlabel('t')
plt.show()
