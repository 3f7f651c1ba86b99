import numpy as np
from scipy.stats.contingency import relative_risk

result = relative_risk(27, 122, 44, 487)
result.relative_risk

result.confidence_interval(confidence_level=0.95)
