import numpy as np
import statsmodels.api as sm
from statsmodels.tsa.deterministic import DeterministicProcess
from pandas import date_range
index = date_range("2000-1-1", freq="M", periods=240)

dp = DeterministicProcess(index, constant=True, order=2)
dp.in_sample().head(3)

dp = DeterministicProcess(index, constant=True, seasonal=True)
dp.in_sample().iloc[:3,:5]

dp = DeterministicProcess(index, constant=True, fourier=2)
dp.in_sample().head(3)

from statsmodels.tsa.deterministic import Fourier
index = date_range("2000-1-1", freq="D", periods=5000)
fourier = Fourier(period=365.25, order=1)
dp = DeterministicProcess(index, period=3, constant=True,
                          seasonal=True, additional_terms=[fourier])
dp.in_sample().head(3)
