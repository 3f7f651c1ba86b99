import numpy as np
import pandas as pd
datetime_series = pd.Series(
    pd.date_range("2000-01-01", periods=3, freq="Y")
)
datetime_series
datetime_series.dt.year
