import numpy as np
import pandas as pd
p = pd.Period('2018-2-17')
p.days_in_month

pd.Period('2018-03-01').days_in_month

p = pd.Period('2016-2-17')
p.days_in_month
