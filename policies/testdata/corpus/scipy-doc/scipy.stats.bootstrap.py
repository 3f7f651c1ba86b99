import numpy as np
rng = np.random.default_rng()
from scipy.stats import norm
dist = norm(loc=2, scale=4)  # our "unknown" distribution
data = dist.rvs(size=100, random_state=rng)

std_true = dist.std()      # the true value of the statistic
print(std_true)
std_sample = np.std(data)  # the sample statistic
print(std_sample)

import matplotlib.pyplot as plt
from scipy.stats import bootstrap
data = (data,)  # samples must be in a sequence
res = bootstrap(data, np.std, confidence_level=0.9,
                random_state=rng)
fig, ax = plt.subplots()
ax.hist(res.bootstrap_distribution, bins=25)
ax.set_title('Bootstrap Distribution')
ax.set_xlabel('statistic value')
ax.set_ylabel('frequency')
plt.show()

res.standard_error
res.standard_error == np.std(res.bootstrap_distribution, ddof=1)

x = np.linspace(3, 5)
pdf = norm.pdf(x, loc=std_sample, scale=res.standard_error)
fig, ax = plt.subplots()
ax.hist(res.bootstrap_distribution, bins=25, density=True)
ax.plot(x, pdf)
ax.set_title('Normal Approximation of the Bootstrap Distribution')
ax.set_xlabel('statistic value')
ax.set_ylabel('pdf')
plt.show()

norm.interval(0.9, loc=std_sample, scale=res.standard_error)

print(res.confidence_interval)

n_trials = 1000
ci_contains_true_std = 0
for i in range(n_trials):
   data = (dist.rvs(size=100, random_state=rng),)
   ci = bootstrap(data, np.std, confidence_level=0.9, n_resamples=1000,
                  random_state=rng).confidence_interval
   if ci[0] < std_true < ci[1]:
       ci_contains_true_std += 1
print(ci_contains_true_std)

data = (dist.rvs(size=(n_trials, 100), random_state=rng),)
res = bootstrap(data, np.std, axis=-1, confidence_level=0.9,
                n_resamples=1000, random_state=rng)
ci_l, ci_u = res.confidence_interval

print(ci_l[995:])
print(ci_u[995:])

print(np.sum((ci_l < std_true) & (std_true < ci_u)))

from scipy.stats import mood
def my_statistic(sample1, sample2, axis):
    statistic, _ = mood(sample1, sample2, axis=-1)
    return statistic

sample1 = norm.rvs(scale=1, size=100, random_state=rng)
sample2 = norm.rvs(scale=2, size=100, random_state=rng)
data = (sample1, sample2)
res = bootstrap(data, my_statistic, method='basic', random_state=rng)
print(mood(sample1, sample2)[0])  # element 0 is the statistic
print(res.confidence_interval)

print(res.standard_error)

from scipy.stats import pearsonr
n = 100
x = np.linspace(0, 10, n)
y = x + rng.uniform(size=n)
print(pearsonr(x, y)[0])  # element 0 is the statistic

def my_statistic(x, y):
    return pearsonr(x, y)[0]

res = bootstrap((x, y), my_statistic, vectorized=False, paired=True,
                random_state=rng)
print(res.confidence_interval)

len(res.bootstrap_distribution)
res = bootstrap((x, y), my_statistic, vectorized=False, paired=True,
                n_resamples=1001, random_state=rng,
                bootstrap_result=res)
len(res.bootstrap_distribution)

res2 = bootstrap((x, y), my_statistic, vectorized=False, paired=True,
                 n_resamples=0, random_state=rng, bootstrap_result=res,
                 method='percentile', confidence_level=0.9)
np.testing.assert_equal(res2.bootstrap_distribution,
                        res.bootstrap_distribution)
res.confidence_interval
