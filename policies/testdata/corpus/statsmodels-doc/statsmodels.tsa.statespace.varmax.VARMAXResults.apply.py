import numpy as np
import statsmodels.api as sm
index = pd.period_range(start='2000', periods=2, freq='A')
original_observations = pd.Series([1.2, 1.5], index=index)
mod = sm.tsa.SARIMAX(original_observations)
res = mod.fit()
print(res.params)
print(res.fittedvalues)
print(res.forecast(1))

new_index = pd.period_range(start='1980', periods=3, freq='A')
new_observations = pd.Series([1.4, 0.3, 1.2], index=new_index)
new_res = res.apply(new_observations)
print(new_res.params)
print(new_res.fittedvalues)
print(new_res.forecast(1))
