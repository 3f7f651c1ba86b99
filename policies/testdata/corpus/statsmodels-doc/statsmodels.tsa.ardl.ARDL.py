import numpy as np
import statsmodels.api as sm
from statsmodels.tsa.api import ARDL
from statsmodels.datasets import danish_data
data = danish_data.load_pandas().data
lrm = data.lrm
exog = data[["lry", "ibo", "ide"]]

ARDL(data.lrm, 3, data[["lry", "ibo", "ide"]], 3)

ARDL(data.lrm, [1, 3], exog, {"lry": 1, "ibo": 3, "ide": 2})

exog_lags = {"lry": 1, "ibo": 3, "ide": 2}
ARDL(data.lrm, [1, 3], exog, exog_lags, causal=True)

ARDL(lrm, [1, 3], exog, {"lry": [0, 1], "ibo": [0, 1, 3], "ide": 2})

import numpy as np
lrma = np.asarray(lrm)
exoga = np.asarray(exog)
ARDL(lrma, 3, exoga, {0: [0, 1], 1: [0, 1, 3], 2: 2})
