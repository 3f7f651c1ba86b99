import numpy as np
import statsmodels.api as sm
from statsmodels.datasets import sunspots
from statsmodels.tsa.deterministic import Fourier
data = sunspots.load_pandas().data
fourier_gen = Fourier(11, order=2)
fourier_gen.in_sample(data.index)
