import numpy as np
import statsmodels.api as sm
from statsmodels.datasets.macrodata import load_pandas
data = load_pandas()
import statsmodels.tsa.api as tsa
mod = tsa.ExponentialSmoothing(data.data.realcons, trend="add",
                               initialization_method="estimated")
with mod.fix_params({"smoothing_level": 0.2}):
    mod.fit()
