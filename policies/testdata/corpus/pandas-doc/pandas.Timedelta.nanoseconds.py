import numpy as np
import pandas as pd
td = pd.Timedelta('1 days 2 min 3 us 42 ns')

td.nanoseconds

td = pd.Timedelta(42, unit='ns')
td.nanoseconds
