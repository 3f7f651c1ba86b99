import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
data = sm.datasets.scotland.load()
data.exog = sm.add_constant(data.exog)

gamma_model = sm.GLM(data.endog, data.exog,
                     family=sm.families.Gamma())

gamma_results = gamma_model.fit()
gamma_results.params
gamma_results.scale
gamma_results.deviance
gamma_results.pearson_chi2
gamma_results.llf
