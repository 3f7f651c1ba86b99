import numpy as np
import statsmodels.api as sm
import numpy as np
import pandas as pd
from statsmodels.tsa.api import STLForecast
from statsmodels.tsa.arima.model import ARIMA
from statsmodels.datasets import macrodata
ds = macrodata.load_pandas()
data = np.log(ds.data.m1)
base_date = f"{int(ds.data.year[0])}-{3*int(ds.data.quarter[0])+1}-1"
data.index = pd.date_range(base_date, periods=data.shape[0], freq="QS")

stlf = STLForecast(data, ARIMA, model_kwargs={"order": (2, 1, 0)})
res = stlf.fit()
forecasts = res.forecast(12)
