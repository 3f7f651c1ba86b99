import numpy as np
import statsmodels.api as sm
from statsmodels.datasets.danish_data import load
from statsmodels.tsa.api import ARDL
data = load().data
mod = ARDL.from_formula("lrm ~ ibo", data, 2, 2)

mod = ARDL.from_formula("lrm ~ ibo | ide", data, 2, 2)
