import numpy as np
import pandas as pd
ser = pd.to_datetime(pd.Series(["2010-01-01", pd.NaT]))
ser.dt.isocalendar()
ser.dt.isocalendar().week
