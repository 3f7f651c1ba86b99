import numpy as np
import pandas as pd
idx = pd.PeriodIndex(year=[2000, 2002], quarter=[1, 3])
idx
