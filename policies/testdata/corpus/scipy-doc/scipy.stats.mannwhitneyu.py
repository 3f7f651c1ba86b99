import numpy as np
males = [19, 22, 16, 29, 24]
females = [20, 11, 17, 12]

from scipy.stats import mannwhitneyu
U1, p = mannwhitneyu(males, females, method="exact")
print(U1)

nx, ny = len(males), len(females)
U2 = nx*ny - U1
print(U2)

print(p)

_, pnorm = mannwhitneyu(males, females, method="asymptotic")
print(pnorm)

import numpy as np
from scipy.stats import norm
U = min(U1, U2)
N = nx + ny
z = (U - nx*ny/2 + 0.5) / np.sqrt(nx*ny * (N + 1)/ 12)
p = 2 * norm.cdf(z)  # use CDF to get p-value from smaller statistic
print(p)

_, pnorm = mannwhitneyu(males, females, use_continuity=False,
                        method="asymptotic")
print(pnorm)

res = mannwhitneyu(females, males, alternative="less", method="exact")
print(res)

from scipy.stats import ttest_ind
res = ttest_ind(females, males, alternative="less")
print(res)
