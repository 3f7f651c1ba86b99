import numpy as np
import statsmodels.api as sm
import numpy as np
from statsmodels.distributions.empirical_distribution import StepFunction

x = np.arange(20)
y = np.arange(20)
f = StepFunction(x, y)

print(f(3.2))
print(f([[3.2,4.5],[24,-3.1]]))
f2 = StepFunction(x, y, side='right')

print(f(3.0))
print(f2(3.0))
