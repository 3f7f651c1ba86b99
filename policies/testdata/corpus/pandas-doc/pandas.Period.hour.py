import numpy as np
import pandas as pd
p = pd.Period("2018-03-11 13:03:12.050000")
p.hour

p = pd.Period("2018-03-11", freq="M")
p.hour
