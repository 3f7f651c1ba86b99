import numpy as np
import pandas as pd
is_period_dtype(object)
is_period_dtype(PeriodDtype(freq="D"))
is_period_dtype([1, 2, 3])
is_period_dtype(pd.Period("2017-01-01"))
is_period_dtype(pd.PeriodIndex([], freq="A"))
