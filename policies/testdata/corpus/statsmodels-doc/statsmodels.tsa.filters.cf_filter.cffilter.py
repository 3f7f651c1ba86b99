import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
import pandas as pd
dta = sm.datasets.macrodata.load_pandas().data
index = pd.DatetimeIndex(start='1959Q1', end='2009Q4', freq='Q')
dta.set_index(index, inplace=True)

cf_cycles, cf_trend = sm.tsa.filters.cffilter(dta[["infl", "unemp"]])

import matplotlib.pyplot as plt
fig, ax = plt.subplots()
cf_cycles.plot(ax=ax, style=['r--', 'b-'])
plt.show()
