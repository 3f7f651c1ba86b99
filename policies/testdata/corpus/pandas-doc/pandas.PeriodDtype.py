import numpy as np
import pandas as pd
pd.PeriodDtype(freq='D')

pd.PeriodDtype(freq=pd.offsets.MonthEnd())
