import numpy as np
import pandas as pd
p = pd.Period("2018-03-11", "H")
p.weekofyear

p = pd.Period("2018-02-01", "D")
p.weekofyear

p = pd.Period("2018-01-06", "D")
p.weekofyear
