import numpy as np
import statsmodels.api as sm
from statsmodels.datasets import sunspots
from statsmodels.tsa.deterministic import Seasonality
data = sunspots.load_pandas().data
seas_gen = Seasonality(11)
seas_gen.in_sample(data.index)

seas_gen = Seasonality(11, initial_period=4)
seas_gen.in_sample(data.index)
