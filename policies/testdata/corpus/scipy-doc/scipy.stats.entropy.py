import numpy as np
from scipy.stats import entropy
base = 2  # work in units of bits
pk = np.array([1/2, 1/2])  # fair coin
H = entropy(pk, base=base)
H
H == -np.sum(pk * np.log(pk)) / np.log(base)

qk = np.array([9/10, 1/10])  # biased coin
entropy(qk, base=base)

D = entropy(pk, qk, base=base)
D
D == np.sum(pk * np.log(pk/qk)) / np.log(base)

CE = entropy(pk, base=base) + entropy(pk, qk, base=base)
CE
CE == -np.sum(pk * np.log(qk)) / np.log(base)
