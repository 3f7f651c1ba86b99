import math
import numpy as np
p = 0.5  # probability of flipping heads each flip
n = 100  # number of coin flips per trial
x = 45  # we want to know the probability that the number of heads per trial will be less than or equal to this

# Kyle's Analytical Approach
mean = p*n
std = math.sqrt(n*p*(1-p))
# CDF of the normal distribution. (Unfortunately, Kyle forgets a continuity correction that would produce a more accurate answer.)
prob = 0.5 * (1 + math.erf((x - mean) / (std * math.sqrt(2))))
print(f"The normal approximation estimates the probability as {prob}")

# Your Monte Carlo Approach
N = 100000  # We'll do 100000 trials, each with 100 flips
rng = np.random.default_rng()  # use the "new" Generator interface
simulation = rng.random(size=(n, N)) < p  # False for tails, True for heads
counts = np.sum(simulation, axis=0)  # count the number of heads each trial
prob = np.sum(counts <= x) / N  # estimate the probability as the observed proportion of cases in which the count did not exceed 45
print(f"The Monte Carlo approach estimates the probability as {prob}")

# The Demon's Exact Probability
from scipy.stats import binom
prob = binom.cdf(x, n, p)
print(f"The correct answer is approximately {prob}")
