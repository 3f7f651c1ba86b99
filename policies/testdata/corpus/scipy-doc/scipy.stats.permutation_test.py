import numpy as np
def statistic(x, y, axis):
    return np.mean(x, axis=axis) - np.mean(y, axis=axis)

from scipy.stats import norm
rng = np.random.default_rng()
x = norm.rvs(size=5, random_state=rng)
y = norm.rvs(size=6, loc = 3, random_state=rng)
statistic(x, y, 0)

from scipy.stats import permutation_test
# because our statistic is vectorized, we pass `vectorized=True`
# `n_resamples=np.inf` indicates that an exact test is to be performed
res = permutation_test((x, y), statistic, vectorized=True,
                       n_resamples=np.inf, alternative='less')
print(res.statistic)
print(res.pvalue)

x = norm.rvs(size=100, random_state=rng)
y = norm.rvs(size=120, loc=0.3, random_state=rng)
res = permutation_test((x, y), statistic, n_resamples=100000,
                       vectorized=True, alternative='less',
                       random_state=rng)
print(res.statistic)
print(res.pvalue)

from scipy.stats import ttest_ind
res_asymptotic = ttest_ind(x, y, alternative='less')
print(res_asymptotic.pvalue)

import matplotlib.pyplot as plt
plt.hist(res.null_distribution, bins=50)
plt.title("Permutation distribution of test statistic")
plt.xlabel("Value of Statistic")
plt.ylabel("Frequency")
plt.show()

from scipy.stats import pearsonr
x = [1, 2, 4, 3]
y = [2, 4, 6, 8]
def statistic(x, y):
    return pearsonr(x, y).statistic
res = permutation_test((x, y), statistic, vectorized=False,
                       permutation_type='pairings',
                       alternative='greater')
r, pvalue, null = res.statistic, res.pvalue, res.null_distribution

r
unique = np.unique(null)
unique
unique[np.isclose(r, unique)].tolist()

incorrect_pvalue = np.count_nonzero(null >= r) / len(null)
incorrect_pvalue

correct_pvalue = np.count_nonzero(null >= r - 1e-14) / len(null)
correct_pvalue
res.pvalue == correct_pvalue
