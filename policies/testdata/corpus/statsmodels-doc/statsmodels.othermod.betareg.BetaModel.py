import numpy as np
import statsmodels.api as sm
mod = BetaModel(endog, exog)
rslt = mod.fit()
print(rslt.summary())

from sm.families.links import identity
Z = patsy.dmatrix('~ temp', dat, return_type='dataframe')
mod = BetaModel.from_formula('iyield ~ C(batch, Treatment(10)) + temp',
                             dat, exog_precision=Z,
                             link_precision=identity())

Z = patsy.dmatrix('~ coverage', df)
formula = 'methylation ~ disease + age + gender + coverage'
mod = BetaModel.from_formula(formula, df, Z)
rslt = mod.fit()
