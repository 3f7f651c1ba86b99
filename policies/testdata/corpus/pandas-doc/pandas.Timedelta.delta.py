import numpy as np
import pandas as pd
td = pd.Timedelta('1 days 42 ns')
td.delta

td = pd.Timedelta('3 s')
td.delta

td = pd.Timedelta('3 ms 5 us')
td.delta

td = pd.Timedelta(42, unit='ns')
td.delta
