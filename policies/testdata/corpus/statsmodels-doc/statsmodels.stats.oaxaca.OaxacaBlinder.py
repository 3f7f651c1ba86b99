import numpy as np
import statsmodels.api as sm
data = sm.datasets.ccards.load()

model = sm.OaxacaBlinder(df.endog, df.exog, 3, hasconst = False)
model.two_fold().summary()

model.three_fold().summary()
