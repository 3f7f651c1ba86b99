import numpy as np
import pandas as pd
td = pd.Timedelta('1 days 2 min 3 us 42 ns')
td.resolution_string

td = pd.Timedelta('1 days 2 min 3 us')
td.resolution_string

td = pd.Timedelta('2 min 3 s')
td.resolution_string

td = pd.Timedelta(36, unit='us')
td.resolution_string
