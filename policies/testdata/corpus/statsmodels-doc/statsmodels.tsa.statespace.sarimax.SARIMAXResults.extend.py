import numpy as np
import statsmodels.api as sm
index = pd.period_range(start='2000', periods=2, freq='A')
original_observations = pd.Series([1.2, 1.5], index=index)
mod = sm.tsa.SARIMAX(original_observations)
res = mod.fit()
print(res.params)
print(res.fittedvalues)
print(res.forecast(1))

new_index = pd.period_range(start='2002', periods=1, freq='A')
new_observations = pd.Series([0.9], index=new_index)
updated_res = res.extend(new_observations)
print(updated_res.params)
print(updated_res.fittedvalues)
print(updated_res.forecast(1))
