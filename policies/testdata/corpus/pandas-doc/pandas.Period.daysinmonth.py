import numpy as np
import pandas as pd
p = pd.Period("2018-03-11", freq='H')
p.daysinmonth
