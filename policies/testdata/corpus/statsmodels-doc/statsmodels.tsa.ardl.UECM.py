import numpy as np
import statsmodels.api as sm
from statsmodels.tsa.api import UECM
from statsmodels.datasets import danish_data
data = danish_data.load_pandas().data
lrm = data.lrm
exog = data[["lry", "ibo", "ide"]]

UECM(data.lrm, 3, data[["lry", "ibo", "ide"]], 3)

UECM(data.lrm, [1, 3], exog, {"lry": 1, "ibo": 3, "ide": 2})

exog_lags = {"lry": 1, "ibo": 3, "ide": 2}
UECM(data.lrm, 3, exog, exog_lags, causal=True)

import numpy as np
lrma = np.asarray(lrm)
exoga = np.asarray(exog)
UECM(lrma, 3, exoga, {0: 1, 1: 3, 2: 2})
