import numpy as np
import pandas as pd
datetime_series = pd.Series(
    pd.date_range("2000-01-01", periods=3, freq="h")
)
datetime_series
datetime_series.dt.hour
