import numpy as np
import pandas as pd
p = pd.Period("2018-03-11", "H")
p.week

p = pd.Period("2018-02-01", "D")
p.week

p = pd.Period("2018-01-06", "D")
p.week
