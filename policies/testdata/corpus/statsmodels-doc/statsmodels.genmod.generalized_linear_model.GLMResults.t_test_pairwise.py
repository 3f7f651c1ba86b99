import numpy as np
import statsmodels.api as sm
res = ols("np.log(Days+1) ~ C(Weight) + C(Duration)", data).fit()
pw = res.t_test_pairwise("C(Weight)")
pw.result_frame
