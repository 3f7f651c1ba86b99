import numpy as np
from scipy.stats import chi2_contingency
obs = np.array([[10, 10, 20], [20, 20, 20]])
res = chi2_contingency(obs)
res.statistic
res.pvalue
res.dof
res.expected_freq

res = chi2_contingency(obs, lambda_="log-likelihood")
res.statistic
res.pvalue

obs = np.array(
    [[[[12, 17],
       [11, 16]],
      [[11, 12],
       [15, 16]]],
     [[[23, 15],
       [30, 22]],
      [[14, 17],
       [15, 16]]]])
res = chi2_contingency(obs)
res.statistic
res.pvalue
