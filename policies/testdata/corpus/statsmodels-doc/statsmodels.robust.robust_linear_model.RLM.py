import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
data = sm.datasets.stackloss.load()
data.exog = sm.add_constant(data.exog)
rlm_model = sm.RLM(data.endog, data.exog,                            M=sm.robust.norms.HuberT())

rlm_results = rlm_model.fit()
rlm_results.params
rlm_results.bse
rlm_results_HC2 = rlm_model.fit(cov="H2")
rlm_results_HC2.params
rlm_results_HC2.bse
mod = sm.RLM(data.endog, data.exog, M=sm.robust.norms.Hampel())
rlm_hamp_hub = mod.fit(scale_est=sm.robust.scale.HuberScale())
rlm_hamp_hub.params
