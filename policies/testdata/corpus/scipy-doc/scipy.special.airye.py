import numpy as np
from scipy.special import airye
import matplotlib.pyplot as plt
z = np.linspace(0, 50, 500)
eAi, eAip, eBi, eBip = airye(z)
f, ax = plt.subplots(2, 1, sharex=True)
for ind, data in enumerate([[eAi, eAip, ["eAi", "eAip"]],
                            [eBi, eBip, ["eBi", "eBip"]]]):
    ax[ind].plot(z, data[0], "-r", z, data[1], "-b")
    ax[ind].legend(data[2])
    ax[ind].grid(True)
plt.show()

from scipy.special import airy
Ai, Aip, Bi, Bip = airy(z)
np.allclose(eAi, Ai * np.exp(2.0 / 3.0 * z * np.sqrt(z)))
np.allclose(eAip, Aip * np.exp(2.0 / 3.0 * z * np.sqrt(z)))
np.allclose(eBi, Bi * np.exp(-abs(np.real(2.0 / 3.0 * z * np.sqrt(z)))))
np.allclose(eBip, Bip * np.exp(-abs(np.real(2.0 / 3.0 * z * np.sqrt(z)))))

airy(200)
airye(200)
