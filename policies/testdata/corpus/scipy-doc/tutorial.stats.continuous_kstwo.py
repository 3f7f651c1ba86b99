from scipy.stats import kstwo

kstwo.sf([0, 0.5, 1.0], 5)

from scipy.stats import norm
n = 5
gendist = norm(0.5, 1)       # Normal distribution, mean 0.5, stddev 1
x = np.sort(gendist.rvs(size=n, random_state=np.random.default_rng()))
x
target = norm(0, 1)
cdfs = target.cdf(x)
cdfs
ecdfs = np.arange(n+1, dtype=float)/n
cols = np.column_stack([x, ecdfs[1:], cdfs, cdfs - ecdfs[:n], ecdfs[1:] - cdfs])
np.set_printoptions(precision=3)
cols
gaps = cols[:, -2:]
Dnpm = np.max(gaps, axis=0)
Dn = np.max(Dnpm)
iminus, iplus = np.argmax(gaps, axis=0)
print('Dn- = %f (at x=%.2f)' % (Dnpm[0], x[iminus]))
print('Dn+ = %f (at x=%.2f)' % (Dnpm[1], x[iplus]))
print('Dn  = %f' % (Dn))

probs = kstwo.sf(Dn, n)
print(chr(10).join(['For a sample of size %d drawn from a N(0, 1) distribution:' % n,
     ' Kolmogorov-Smirnov 2-sided n=%d: Prob(Dn >= %f) = %.4f' % (n, Dn, probs)]))

import matplotlib.pyplot as plt
plt.step(np.concatenate([[-3], x]), ecdfs, where='post', label='Empirical CDF')
x3 = np.linspace(-3, 3, 100)
plt.plot(x3, target.cdf(x3), label='CDF for N(0, 1)')
plt.ylim([0, 1]); plt.grid(True); plt.legend();
plt.vlines([x[iminus]], ecdfs[iminus], cdfs[iminus], color='r', linestyle='solid', lw=4)
plt.vlines([x[iplus]], cdfs[iplus], ecdfs[iplus+1], color='m', linestyle='solid', lw=4)
plt.annotate('Dn-', xy=(x[iminus], (ecdfs[iminus]+ cdfs[iminus])/2),
             xytext=(x[iminus]+1, (ecdfs[iminus]+ cdfs[iminus])/2 - 0.02),
             arrowprops=dict(facecolor='white', edgecolor='r', shrink=0.05), size=15, color='r');
plt.annotate('Dn+', xy=(x[iplus], (ecdfs[iplus+1]+ cdfs[iplus])/2),
            xytext=(x[iplus]-2, (ecdfs[iplus+1]+ cdfs[iplus])/2 - 0.02),
            arrowprops=dict(facecolor='white', edgecolor='m', shrink=0.05), size=15, color='m');
plt.show()
