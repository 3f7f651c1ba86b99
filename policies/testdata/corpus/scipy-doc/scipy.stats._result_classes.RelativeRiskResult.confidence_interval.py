import numpy as np
from scipy.stats.contingency import relative_risk
result = relative_risk(exposed_cases=10, exposed_total=75,
                       control_cases=12, control_total=225)
result.relative_risk
result.confidence_interval()
