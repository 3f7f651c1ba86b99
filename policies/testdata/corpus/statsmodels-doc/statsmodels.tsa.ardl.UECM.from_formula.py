import numpy as np
import statsmodels.api as sm
from statsmodels.datasets.danish_data import load
from statsmodels.tsa.api import UECM
data = load().data
mod = UECM.from_formula("lrm ~ ibo", data, 2, 2)

mod = UECM.from_formula("lrm ~ ibo | ide", data, 2, 2)
