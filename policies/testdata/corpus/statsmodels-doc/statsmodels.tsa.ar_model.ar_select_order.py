import numpy as np
import statsmodels.api as sm
from statsmodels.tsa.ar_model import ar_select_order
data = sm.datasets.sunspots.load_pandas().data['SUNACTIVITY']

mod = ar_select_order(data, maxlag=13)
mod.ar_lags

mod = ar_select_order(data, maxlag=13, seasonal=True, period=12)
mod.ar_lags

mod = ar_select_order(data, maxlag=13, glob=True)
mod.ar_lags
