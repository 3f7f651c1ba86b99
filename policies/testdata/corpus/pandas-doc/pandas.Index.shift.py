import numpy as np
import pandas as pd
month_starts = pd.date_range('1/1/2011', periods=5, freq='MS')
month_starts

month_starts.shift(10, freq='D')

month_starts.shift(10)
