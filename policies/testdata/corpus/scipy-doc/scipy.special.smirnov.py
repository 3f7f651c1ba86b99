import numpy as np
from scipy.special import smirnov
from scipy.stats import norm

smirnov(5, [0, 0.5, 1.0])

x = np.array([-1.392, -0.135, 0.114, 0.190, 1.82])

target = norm(0, 1)
cdfs = target.cdf(x)
cdfs

n = len(x)
ecdfs = np.arange(n+1, dtype=float)/n
cols = np.column_stack([x, ecdfs[1:], cdfs, cdfs - ecdfs[:n],
                       ecdfs[1:] - cdfs])
with np.printoptions(precision=3):
   print(cols)
gaps = cols[:, -2:]
Dnpm = np.max(gaps, axis=0)
print(f'Dn-={Dnpm[0]:f}, Dn+={Dnpm[1]:f}')
probs = smirnov(n, Dnpm)
print(f'For a sample of size {n} drawn from N(0, 1):',
      f' Smirnov n={n}: Prob(Dn- >= {Dnpm[0]:f}) = {probs[0]:.4f}',
      f' Smirnov n={n}: Prob(Dn+ >= {Dnpm[1]:f}) = {probs[1]:.4f}',
      sep='\n')

import matplotlib.pyplot as plt
plt.step(np.concatenate(([-2.5], x, [2.5])),
         np.concatenate((ecdfs, [1])),
         where='post', label='Empirical CDF')
xx = np.linspace(-2.5, 2.5, 100)
plt.plot(xx, target.cdf(xx), '--', label='CDF for N(0, 1)')

iminus, iplus = np.argmax(gaps, axis=0)
plt.vlines([x[iminus]], ecdfs[iminus], cdfs[iminus], color='r',
           alpha=0.5, lw=4)
plt.vlines([x[iplus]], cdfs[iplus], ecdfs[iplus+1], color='m',
           alpha=0.5, lw=4)

plt.grid(True)
plt.legend(framealpha=1, shadow=True)
plt.show()
