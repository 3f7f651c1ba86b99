import numpy as np
import pandas as pd
ts = pd.Timestamp(2020, 3, 14)
ts.day_of_week
