import numpy as np
from scipy.stats import multinomial
rv = multinomial(8, [0.3, 0.2, 0.5])
rv.pmf([1, 3, 4])

from scipy.stats import binom
multinomial.pmf([3, 4], n=7, p=[0.4, 0.6])
binom.pmf(3, 7, 0.4)

multinomial.pmf([[3, 4], [3, 5]], n=[7, 8], p=[.3, .7])

multinomial.pmf([3, 4], n=7, p=[.3, .7])
multinomial.pmf([3, 5], 8, p=[.3, .7])

multinomial.cov([4, 5], [[.3, .7], [.4, .6]])

rv = multinomial(n=7, p=[.3, .7])
# Frozen object with the same methods but holding the given
# degrees of freedom and scale fixed.
