import numpy as np
import statsmodels.api as sm
mod = Factor(df, 3, smc=True)
res = mod.fit()
res.get_loadings_frame(style='display', decimals=3, threshold=0.2)

df_sorted = res.get_loadings_frame(style='display',
            highlight_max=False, decimals=None, threshold=0)

lds = res_u.get_loadings_frame(style='strings', decimals=3,
                               threshold=0.3)
print(lds.to_latex())
