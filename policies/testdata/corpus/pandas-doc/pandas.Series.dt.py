import numpy as np
import pandas as pd
seconds_series = pd.Series(pd.date_range("2000-01-01", periods=3, freq="s"))
seconds_series
seconds_series.dt.second

hours_series = pd.Series(pd.date_range("2000-01-01", periods=3, freq="h"))
hours_series
hours_series.dt.hour

quarters_series = pd.Series(pd.date_range("2000-01-01", periods=3, freq="q"))
quarters_series
quarters_series.dt.quarter
