import numpy as np
import statsmodels.api as sm
from statsmodels.datasets import sunspots
from statsmodels.tsa.deterministic import TimeTrend
data = sunspots.load_pandas().data
trend_gen = TimeTrend(True, 3)
trend_gen.in_sample(data.index)
