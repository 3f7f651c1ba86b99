import numpy as np
import statsmodels.api as sm
from statsmodels.stats.multitest import local_fdr
import numpy as np
zscores = np.random.randn(30)
fdr = local_fdr(zscores)

null = EmpiricalNull(zscores)
fdr = local_fdr(zscores, null_pdf=null.pdf)
